import Stencil
import XCTest
@testable import APIDocsRender

/// A template that reads `options` only by name renders the same text from `OptionsByName` as
/// from the options dictionary; any other use of `options` keeps the dictionary.
final class OptionsByNameTests: XCTestCase {
    private let options: [String: Any] = [
        "name": "PetStore", "tagPrefix": "", "flag": true, "off": false, "number": 3,
        "list": ["b", "a"], "map": ["inner": "value", "deeper": ["x": 1]], "empty": [String](),
    ]

    private func environment() -> Environment {
        Environment(extensions: [SwagGenFilterExtension(), SwiftKitFilterExtension()], templateClass: MarkedTemplate.self)
    }

    private func tokens(_ text: String) -> [Token] {
        MarkedTemplate(templateString: text, environment: environment()).tokens
    }

    func testWhichTemplatesReadOptionsByNameOnly() {
        let byName = [
            "{{ options.name }}",
            "{% if options.flag %}yes{% endif %}",
            "{{ options.map.inner|upperCamelCase }} {{ options.count }}",
            "{% for item in options.list %}{{ item }}{% endfor %}",
            "{{ operation.options }} {{ myoptions }} {{ options_x }} {# options #} options in text",
        ]
        for text in byName {
            XCTAssertTrue(OptionsByName.readsByNameOnly(tokens(text)), text)
        }
        let whole = [
            "{{ options }}",
            "{% if options %}yes{% endif %}",
            "{% for key, value in options %}{{ key }}{% endfor %}",
            "{{ options|join:\", \" }}",
            "{{ options. }}",
            "{{ \"options\" }}",
            "{% if x == options %}{% endif %}",
            "{{ options.name }}{% include \"part.stencil\" %}",
            "{% extends \"base.stencil\" %}",
        ]
        for text in whole {
            XCTAssertFalse(OptionsByName.readsByNameOnly(tokens(text)), text)
        }
    }

    /// Every name read through the struct, as Stencil reads it from the dictionary: values,
    /// nested maps and lists, `count`, missing names, filters and conditions. (A whole map is
    /// not printed: a dictionary's text follows its hash order, which differs between two
    /// copies of it, through the dictionary as through the struct.)
    func testSameTextAsTheDictionary() throws {
        let text = """
            {{ options.name }}|{{ options.tagPrefix }}|{{ options.flag }}|{{ options.off }}|{{ options.number }}
            {{ options.list }}|{{ options.list.count }}|{{ options.list.first }}|{{ options.map.count }}|{{ options.map.inner }}|{{ options.map.deeper.x }}
            {{ options.count }}|{{ options.missing }}|{{ options.missing.deeper }}|{{ options.empty }}|{{ options.empty.count }}
            {% for item in options.list %}[{{ item|uppercase }}]{% endfor %}{% for key, value in options.map %}({{ key }}){% endfor %}
            {% if options.flag and not options.off %}both{% endif %}{% if options.empty %}never{% else %}empty{% endif %}
            {{ options.name|lowerCamelCase }}{{ options.missing|default:"none" }}
            """
        XCTAssertTrue(OptionsByName.readsByNameOnly(tokens(text)))
        let template = MarkedTemplate(templateString: text, environment: environment())
        let context: [String: Any] = ["options": options]
        let expected = try template.render(context)
        XCTAssertEqual(try template.render(OptionsByName.wrapping(context)), expected)
        XCTAssertTrue(expected.contains("PetStore|"), expected)
    }

    /// The built-in templates read options by name only, and render the same text either way.
    func testBuiltInTemplates() throws {
        for name in ReadmeTemplate.builtInNames where name != ReadmeTemplate.sogName {
            let template = try ReadmeTemplate.builtIn(name)
            let parsed = ParsedReadmeTemplate(
                text: template.text, path: template.path,
                environment: Environment(
                    loader: TemplateFolderLoader(includes: template.includes),
                    extensions: [SwagGenFilterExtension(), SwiftKitFilterExtension()], templateClass: MarkedTemplate.self
                )
            )
            XCTAssertTrue(parsed.readsOptionsByName, name)
            let whole = MarkedTemplate(templateString: template.text, environment: environment(), name: template.path)
            for (label, context) in ReadmeContexts.all {
                XCTAssertEqual(try parsed.render(context), try whole.render(context), "\(name), context \(label)")
            }
        }
    }
}
