window.APIDOCS_NAV = [
["Operations",[
["Fueling","tags/fueling.html",[["ApplyDiscountCode","operations/fueling.applydiscountcode.html","POST"],["CancelSession","operations/fueling.cancelsession.html","POST"],["CreateSession","operations/fueling.createsession.html","POST"],["GetSession","operations/fueling.getsession.html","GET"],["RequestReceipt","operations/fueling.requestreceipt.html","POST"],["UpdateSession","operations/fueling.updatesession.html","PATCH"]]],
["Loyalty","tags/loyalty.html",[["CreateLoyaltyCard","operations/loyalty.createloyaltycard.html","POST"]]],
["PaymentTokens","tags/paymenttokens.html",[["CreatePaymentToken","operations/paymenttokens.createpaymenttoken.html","POST"]]],
["Prices","tags/prices.html",[["Stations.ReplacePriceList","operations/stations.replacepricelist.html","PUT"]]],
["Pumps","tags/pumps.html",[["ReportPumpStatus","operations/pumps.reportpumpstatus.html","POST"],["UpdatePump","operations/pumps.updatepump.html","PATCH"],["UpdatePumpConfig","operations/pumps.updatepumpconfig.html","PUT"]]],
["Receipts","tags/receipts.html",[["Fueling.RequestReceipt","operations/fueling.requestreceipt.html","POST"]]],
["Stations","tags/stations.html",[["GetStation","operations/stations.getstation.html","GET"],["LinkStationPumps","operations/stations.linkstationpumps.html","PATCH"],["ReplacePriceList","operations/stations.replacepricelist.html","PUT"],["SearchStations","operations/stations.searchstations.html","POST"]]],
["Telemetry","tags/telemetry.html",[["UploadTelemetry","operations/telemetry.uploadtelemetry.html","POST"]]],
["Vehicles","tags/vehicles.html",[["RegisterVehicle","operations/vehicles.registervehicle.html","POST"],["UpdateVehicle","operations/vehicles.updatevehicle.html","PUT"]]]]],
["Models",[
["Models","",[["PCFSCancelRequest","models/pcfscancelrequest.html"],["PCFSDiscountCode","models/pcfsdiscountcode.html"],["PCFSErrors","models/pcfserrors.html"],["PCFSFuelType","models/pcfsfueltype.html"],["PCFSGeoArea","models/pcfsgeoarea.html"],["PCFSMoney","models/pcfsmoney.html"],["PCFSPaymentTokenRequest","models/pcfspaymenttokenrequest.html"],["PCFSPaymentTokenCreated","models/pcfspaymenttokencreated.html"],["PCFSPriceListRequest","models/pcfspricelistrequest.html"],["PCFSPriceList","models/pcfspricelist.html"],["PCFSPumpRequest","models/pcfspumprequest.html"],["PCFSPumpConfigRequest","models/pcfspumpconfigrequest.html"],["PCFSPumpConfig","models/pcfspumpconfig.html"],["PCFSPumpStatus","models/pcfspumpstatus.html"],["PCFSReceiptRequest","models/pcfsreceiptrequest.html"],["PCFSReceipt","models/pcfsreceipt.html"],["PCFSResourceIdentifier","models/pcfsresourceidentifier.html"],["PCFSSessionRequest","models/pcfssessionrequest.html"],["PCFSSession","models/pcfssession.html"],["PCFSSessionSummary","models/pcfssessionsummary.html"],["PCFSSessionUpdateRequest","models/pcfssessionupdaterequest.html"],["PCFSStation","models/pcfsstation.html"],["PCFSTelemetryBatchRequest","models/pcfstelemetrybatchrequest.html"],["PCFSVehicleRequest","models/pcfsvehiclerequest.html"],["PCLoyaltyCard","models/pcloyaltycard.html"]]]]],
["Authentication",[
["Authentication","",[["OAuth2","index.html#auth-oauth2"]]]]]
];
