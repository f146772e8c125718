window.APIDOCS_NAV = [
["Operations",[
["Alerts","tags/alerts.html",[["CreateAlertSubscription","operations/alerts.createalertsubscription.html","POST"],["DeleteAlertSubscription","operations/alerts.deletealertsubscription.html","DELETE"],["ListActiveAlerts","operations/alerts.listactivealerts.html","GET"]]],
["Forecast","tags/forecast.html",[["GetForecast","operations/forecast.getforecast.html","GET"],["GetHourlyForecast","operations/forecast.gethourlyforecast.html","GET"]]],
["Observations","tags/observations.html",[["GetLatestObservation","operations/observations.getlatestobservation.html","GET"]]],
["Radar","tags/radar.html",[["GetRadarTilesByZByXByYPng","operations/radar.getradartilesbyzbyxbyypng.html","GET"]]],
["Stations","tags/stations.html",[["Observations.GetLatestObservation","operations/observations.getlatestobservation.html","GET"],["GetStation","operations/stations.getstation.html","GET"],["ListStations","operations/stations.liststations.html","GET"]]]]],
["Webhooks",[
["Webhooks","",[["severeWeatherAlert","webhooks/severeweatheralert-post.html","POST"]]]]],
["Models",[
["Models","",[["WXAlert","models/wxalert.html"],["WXAlertEvent","models/wxalertevent.html"],["WXAlertSeverity","models/wxalertseverity.html"],["WXAlertSubscription","models/wxalertsubscription.html"],["WXCoordinates","models/wxcoordinates.html"],["WXForecast","models/wxforecast.html"],["WXForecastPeriod","models/wxforecastperiod.html"],["WXObservation","models/wxobservation.html"],["WXProblem","models/wxproblem.html"],["WXStation","models/wxstation.html"],["WXUnitSystem","models/wxunitsystem.html"],["WXWind","models/wxwind.html"]]]]],
["Enums",[
["Enums","",[["WXUnits","models/wxunits.html"]]]]],
["Authentication",[
["Authentication","",[["apiKey","index.html#auth-apikey"]]]]]
];
