window.APIDOCS_NAV = [
["Operations",[
["Appointments","tags/appointments.html",[["BookAppointment","operations/appointments.bookappointment.html","POST"],["ListAppointments","operations/appointments.listappointments.html","GET"],["PostAppointmentsByAppointmentIdCheckIn","operations/appointments.postappointmentsbyappointmentidcheckin.html","POST"]]],
["Inspections","tags/inspections.html",[["PartsInventory.AdjustStock","operations/partsinventory.adjuststock.html","PATCH"],["GetInspectionReport","operations/inspections.getinspectionreport.html","GET"]]],
["PartsInventory","tags/partsinventory.html",[["AdjustStock","operations/partsinventory.adjuststock.html","PATCH"],["SearchParts","operations/partsinventory.searchparts.html","GET"]]],
["Vehicles","tags/vehicles.html",[["DeleteVehicle","operations/vehicles.deletevehicle.html","DELETE"],["GetVehicle","operations/vehicles.getvehicle.html","GET"],["ListVehicles","operations/vehicles.listvehicles.html","GET"],["RegisterVehicle","operations/vehicles.registervehicle.html","POST"],["ReplaceVehicle","operations/vehicles.replacevehicle.html","PUT"],["UploadVehiclePhoto","operations/vehicles.uploadvehiclephoto.html","POST"]]],
["/ping","",[["GetPing","operations/getping.html","GET"]]]]],
["Models",[
["Models","",[["Appointment","models/appointment.html"],["ElectricVehicle","models/electricvehicle.html"],["ErrorType","models/errortype.html"],["InspectionReport","models/inspectionreport.html"],["Owner","models/owner.html"],["Part","models/part.html"],["Photo","models/photo.html"],["StockAdjustment","models/stockadjustment.html"],["VIN","models/vin.html"],["Vehicle","models/vehicle.html"]]]]],
["Enums",[
["Enums","",[["ServiceKind","models/servicekind.html"]]]]],
["Authentication",[
["Authentication","",[["apiKey","index.html#auth-apikey"]]]]]
];
