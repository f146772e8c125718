window.APIDOCS_NAV = [
["Operations",[
["Projects","tags/projects.html",[["Projects.ArchiveProject","operations/projects.archiveproject.html","DELETE"],["Projects.CreateProject","operations/projects.createproject.html","POST"],["Projects.GetProject","operations/projects.getproject.html","GET"],["Projects.ListProjects","operations/projects.listprojects.html","GET"]]],
["Tasks","tags/tasks.html",[["Tasks.CreateTask","operations/tasks.createtask.html","POST"],["Tasks.ListTasks","operations/tasks.listtasks.html","GET"],["Tasks.UpdateTask","operations/tasks.updatetask.html","PATCH"]]],
["Teams","tags/teams.html",[["Teams.GetTeam","operations/teams.getteam.html","GET"]]]]],
["Models",[
["Models","",[["ErrorDetail","models/errordetail.html"],["ErrorType","models/errortype.html"],["Member","models/member.html"],["Project","models/project.html"],["ProjectPage","models/projectpage.html"],["Task","models/task.html"],["TaskStatus","models/taskstatus.html"],["Team","models/team.html"],["Timestamps","models/timestamps.html"]]]]],
["Enums",[
["Enums","",[["SortOrder","models/sortorder.html"]]]]]
];
