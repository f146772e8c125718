window.APIDOCS_SEARCH = {"pages":[
"Aquarium/index.html","Bookshop/index.html","BuildQueue/index.html","FuelStation/index.html","Garage/index.html","Hostile/index.html","Kennel/index.html","Multifile/index.html","Weather31/index.html"],
"entries":[
["i","Aquarium","Aquarium",0,"","2.1"],
["i","Bookshop","Bookshop API",1,"","2.4.0"],
["i","BuildQueue","BuildQueue API",2,"","1.4"],
["i","FuelStation","Fuel Station API",3,"","2024-1"],
["i","Garage","Garage Workshop API",4,"","1.8.2"],
["i","Hostile","\u003cscript>alert(\"title\")\u003c/script> Hostile & \"Quoted\" API",5,"","1.0.0 \u003cimg src=x onerror=alert(1)>"],
["i","Kennel","Kennel Boarding API",6,"","1.4.0"],
["i","Multifile","Taskboard API",7,"","0.9.0"],
["i","Weather31","Northwind Weather API",8,"","2025.3"]
]};
window.APIDOCS_APIS = ["Aquarium/","Bookshop/","BuildQueue/","FuelStation/","Garage/","Hostile/","Kennel/","Multifile/","Weather31/"];
