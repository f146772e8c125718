window.APIDOCS_NAV = [
["Operations",[
["Appointments","tags/appointments.html",[["Appointments.BookAppointment","operations/appointments.bookappointment.html","POST"],["Appointments.ListAppointments","operations/appointments.listappointments.html","GET"],["Appointments.PostAppointmentsByAppointmentIdCheckIn","operations/appointments.postappointmentsbyappointmentidcheckin.html","POST"]]],
["Inspections","tags/inspections.html",[["PartsInventory.AdjustStock","operations/partsinventory.adjuststock.html","PATCH"],["Inspections.GetInspectionReport","operations/inspections.getinspectionreport.html","GET"]]],
["PartsInventory","tags/partsinventory.html",[["PartsInventory.AdjustStock","operations/partsinventory.adjuststock.html","PATCH"],["PartsInventory.SearchParts","operations/partsinventory.searchparts.html","GET"]]],
["Vehicles","tags/vehicles.html",[["Vehicles.DeleteVehicle","operations/vehicles.deletevehicle.html","DELETE"],["Vehicles.GetVehicle","operations/vehicles.getvehicle.html","GET"],["Vehicles.ListVehicles","operations/vehicles.listvehicles.html","GET"],["Vehicles.RegisterVehicle","operations/vehicles.registervehicle.html","POST"],["Vehicles.ReplaceVehicle","operations/vehicles.replacevehicle.html","PUT"],["Vehicles.UploadVehiclePhoto","operations/vehicles.uploadvehiclephoto.html","POST"]]],
["/ping","",[["GetPing","operations/getping.html","GET"]]]]],
["Models",[
["Models","",[["Appointment","models/appointment.html"],["ElectricVehicle","models/electricvehicle.html"],["ErrorType","models/errortype.html"],["InspectionReport","models/inspectionreport.html"],["Owner","models/owner.html"],["Part","models/part.html"],["Photo","models/photo.html"],["StockAdjustment","models/stockadjustment.html"],["VIN","models/vin.html"],["Vehicle","models/vehicle.html"]]]]],
["Enums",[
["Enums","",[["ServiceKind","models/servicekind.html"]]]]]
];
