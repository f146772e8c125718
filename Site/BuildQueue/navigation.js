window.APIDOCS_NAV = [
["Operations",[
["Builds","tags/builds.html",[["Builds.ListBuilds","operations/builds.listbuilds.html","GET"],["Builds.QueueBuild","operations/builds.queuebuild.html","POST"],["Builds.SetBuildOptions","operations/builds.setbuildoptions.html","PUT"]]],
["Runners","tags/runners.html",[["Runners.ListRunners","operations/runners.listrunners.html","GET"]]],
["/everything","",[["GetEverything","operations/geteverything.html","GET"]]]]],
["Models",[
["Models","",[["Build","models/build.html"],["BuildLog","models/buildlog.html"],["BuildLog","models/buildlog-2.html"],["Builds","models/builds.html"],["GpuRunner","models/gpurunner.html"],["Kind","models/kind.html"],["Options","models/options.html"],["Owner","models/owner.html"],["Runner","models/runner.html"],["Status","models/status.html"],["Team","models/team.html"]]]]],
["Enums",[
["Enums","",[["Status","models/status-2.html"]]]]]
];
