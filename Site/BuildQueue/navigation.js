window.APIDOCS_NAV = [
["Operations",[
["Builds","tags/builds.html",[["ListBuilds","operations/builds.listbuilds.html","GET"],["QueueBuild","operations/builds.queuebuild.html","POST"],["SetBuildOptions","operations/builds.setbuildoptions.html","PUT"]]],
["Runners","tags/runners.html",[["ListRunners","operations/runners.listrunners.html","GET"]]],
["/everything","",[["GetEverything","operations/geteverything.html","GET"]]]]],
["Models",[
["Models","",[["Build","models/build.html"],["BuildLog","models/buildlog.html"],["BuildLog","models/buildlog-2.html"],["Builds","models/builds.html"],["GpuRunner","models/gpurunner.html"],["Kind","models/kind.html"],["Options","models/options.html"],["Owner","models/owner.html"],["Runner","models/runner.html"],["Status","models/status.html"],["Team","models/team.html"]]]]],
["Enums",[
["Enums","",[["Status","models/status-2.html"]]]]]
];
