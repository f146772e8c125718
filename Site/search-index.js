window.APIDOCS_SEARCH = [
["api","Aquarium","Aquarium","Aquarium/index.html","2.1"],
["api","Bookshop","Bookshop API","Bookshop/index.html","2.4.0"],
["api","BuildQueue","BuildQueue API","BuildQueue/index.html","1.4"],
["api","FuelStation","Fuel Station API","FuelStation/index.html","2024-1"],
["api","Garage","Garage Workshop API","Garage/index.html","1.8.2"],
["api","Hostile","\u003cscript>alert(\"title\")\u003c/script> Hostile & \"Quoted\" API","Hostile/index.html","1.0.0 \u003cimg src=x onerror=alert(1)>"],
["api","Multifile","Taskboard API","Multifile/index.html","0.9.0"],
["api","Weather31","Northwind Weather API","Weather31/index.html","2025.3"]
];
