window.APIDOCS_NAV = [
["Operations",[
["//etc/passwd","tags/etc-passwd.html",[["etcpasswd","operations/etc-passwd.etcpasswd.html","POST"]]],
["\u003cimgSrc=xOnerror=alert(\"tag\")>","tags/imgsrc-xonerror-alert-tag.html",[["//etc/passwd.etcpasswd","operations/etc-passwd.etcpasswd.html","POST"]]],
["CON","tags/con_.html",[["Aux","operations/con_.aux.html","GET"]]],
["Pet","tags/pet.html",[["GetLowerPets","operations/pet.getlowerpets.html","GET"],["greaterThanlessThanscriptgreaterThanalertoplessThanscriptgreaterThan","operations/pet.greaterthanlessthanscriptgreaterthanalertoplessthanscriptgre.html","GET"]]]]],
["Models",[
["Models","",[["../../etc/passwd","models/etc-passwd.html"],["Nul","models/nul_.html"],["Pet","models/pet.html"],["etcshadow","models/etcshadow.html"],["lessThanscriptgreaterThan","models/lessthanscriptgreaterthan.html"],["pet","models/pet-2.html"]]]]]
];
