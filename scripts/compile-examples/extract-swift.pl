#!/usr/bin/env perl
# Reads HTML pages (paths as arguments) and writes one Swift file to standard output: every
# <pre><code class="language-swift"> block of the pages, tags dropped and entities decoded, its `import` lines
# hoisted to the top of the file and the rest wrapped in its own `async throws` function.
# The first line of output imports the module named by $ENV{EXAMPLES_MODULE}.
use strict;
use warnings;

my %imports = ();
my @bodies = ();
for my $file (sort @ARGV) {
    open(my $fh, '<:encoding(UTF-8)', $file) or die "cannot read $file: $!";
    local $/;
    my $html = <$fh>;
    close($fh);
    while ($html =~ m{<pre[^>]*><code class="language-swift"[^>]*>(.*?)</code></pre>}sg) {
        my $code = $1;
        $code =~ s/<[^>]+>//g;  # the build-time colouring's <span>s
        $code =~ s/&lt;/</g; $code =~ s/&gt;/>/g; $code =~ s/&quot;/"/g; $code =~ s/&#39;/'/g; $code =~ s/&amp;/&/g;
        my @body = ();
        for my $line (split /\n/, $code) {
            if ($line =~ /^import\s+(\S+)\s*$/) { $imports{$1} = 1; } else { push @body, $line; }
        }
        push @bodies, [$file, join("\n", @body)];
    }
}
binmode(STDOUT, ':encoding(UTF-8)');
print "import $ENV{EXAMPLES_MODULE}\n";
print "import $_\n" for sort keys %imports;
print "\n";
my $n = 0;
for my $example (@bodies) {
    $n++;
    my ($file, $body) = @$example;
    $body =~ s/^/    /mg;
    print "// $file\nfunc example$n() async throws {\n$body\n}\n\n";
}
print STDERR "$n examples\n";
