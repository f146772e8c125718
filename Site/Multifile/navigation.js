window.APIDOCS_NAV = [
["Operations",[
["Projects","tags/projects.html",[["ArchiveProject","operations/projects.archiveproject.html","DELETE"],["CreateProject","operations/projects.createproject.html","POST"],["GetProject","operations/projects.getproject.html","GET"],["ListProjects","operations/projects.listprojects.html","GET"]]],
["Tasks","tags/tasks.html",[["CreateTask","operations/tasks.createtask.html","POST"],["ListTasks","operations/tasks.listtasks.html","GET"],["UpdateTask","operations/tasks.updatetask.html","PATCH"]]],
["Teams","tags/teams.html",[["GetTeam","operations/teams.getteam.html","GET"]]]]],
["Models",[
["Models","",[["ErrorDetail","models/errordetail.html"],["ErrorType","models/errortype.html"],["Member","models/member.html"],["Project","models/project.html"],["ProjectPage","models/projectpage.html"],["Task","models/task.html"],["TaskStatus","models/taskstatus.html"],["Team","models/team.html"],["Timestamps","models/timestamps.html"]]]]],
["Enums",[
["Enums","",[["SortOrder","models/sortorder.html"]]]]]
];
