window.APIDOCS_NAV = [
["Guides",[
["Guides","",[["Your first tank","guides/first-tank.html"]]]]],
["Operations",[
["Tanks","index.html#tag-tanks",[["ListTanks","operations/listtanks.html","GET"],["AddTank","operations/addtank.html","POST"]]],
["Other","",[["fetchTank","operations/fetchtank.html","GET"],["RemoveTank","operations/removetank.html","DELETE"],["Feed","operations/feed.html","POST"]]]]],
["Models",[
["Components.Schemas","",[["Water","schemas/water.html"],["NewTank","schemas/newtank.html"],["Tank","schemas/tank.html"],["Flakes","schemas/flakes.html"],["LiveFood","schemas/livefood.html"],["_Error","schemas/_error.html"]]],
["Other types","",[["APIProtocol","api-protocol.html"],["Servers","servers.html"],["Components.Responses.Problem","responses/problem.html"],["Client","client.html"]]]]],
["Changes",[
["Changes","",[["2.0 → 2.1","changes/2.0-to-2.1.html"]]]]]
];
