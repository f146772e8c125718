window.APIDOCS_NAV = [
["Guides",[
["Guides","",[["Getting started","guides/getting-started.html"],["Authentication","guides/authentication.html"]]],
["Going further","",[["Reading every page","guides/pagination.html"]]]]],
["Animals",[
["Pets","tags/pets.html",[["AddPet","operations/pets.addpet.html","POST"],["GetPet","operations/pets.getpet.html","GET"],["ListPets","operations/pets.listpets.html","GET"]]],
["Owners","tags/owners.html",[["GetOwner","operations/owners.getowner.html","GET"]]]]],
["Bookings",[
["Stays","tags/stays.html",[["BookStay","operations/stays.bookstay.html","POST"],["CancelStay","operations/stays.cancelstay.html","POST"],["ListStays","operations/stays.liststays.html","GET"]]],
["Pagination","tags/pagination.html",[]]]],
["Other",[
["Health","tags/health.html",[["GetHealth","operations/health.gethealth.html","GET"]]]]],
["Models",[
["Models","",[["Owner","models/owner.html"],["Pet","models/pet.html"],["PetPage","models/petpage.html"],["Problem","models/problem.html"],["Species","models/species.html"],["Stay","models/stay.html"],["StayPage","models/staypage.html"],["StayRequest","models/stayrequest.html"]]]]],
["Authentication",[
["Authentication","",[["apiKey","index.html#auth-apikey"]]]]]
];
