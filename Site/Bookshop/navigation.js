window.APIDOCS_NAV = [
["Operations",[
["Authors","tags/authors.html",[["GetAuthor","operations/authors.getauthor.html","GET"],["ListAuthors","operations/authors.listauthors.html","GET"]]],
["Books","tags/books.html",[["ISBNLookup","operations/books.isbnlookup.html","GET"],["CreateBook","operations/books.createbook.html","POST"],["DeleteBook","operations/books.deletebook.html","DELETE"],["GetBooksByIsbnReviews","operations/books.getbooksbyisbnreviews.html","GET"],["GetBook","operations/books.getbook.html","GET"],["ListBooks","operations/books.listbooks.html","GET"],["UpdateBook","operations/books.updatebook.html","PATCH"],["UploadCover","operations/books.uploadcover.html","PUT"]]],
["Customers","tags/customers.html",[["GetCurrentCustomer","operations/customers.getcurrentcustomer.html","GET"],["UpdateCurrentCustomer","operations/customers.updatecurrentcustomer.html","PATCH"]]],
["GiftCards","tags/giftcards.html",[["GetGiftCardBalance","operations/giftcards.getgiftcardbalance.html","GET"],["PurchaseGiftCard","operations/giftcards.purchasegiftcard.html","POST"]]],
["Orders","tags/orders.html",[["CancelOrder","operations/orders.cancelorder.html","POST"],["GetOrder","operations/orders.getorder.html","GET"],["PlaceOrder","operations/orders.placeorder.html","POST"],["Customers.UpdateCurrentCustomer","operations/customers.updatecurrentcustomer.html","PATCH"]]],
["Reviews","tags/reviews.html",[["AddReview","operations/reviews.addreview.html","POST"],["Books.GetBooksByIsbnReviews","operations/books.getbooksbyisbnreviews.html","GET"]]],
["StoreLocator","tags/storelocator.html",[["FindStores","operations/storelocator.findstores.html","GET"]]],
["/carts","",[["GetCartsByCartId","operations/getcartsbycartid.html","GET"],["PostCartsByCartIdItems","operations/postcartsbycartiditems.html","POST"]]],
["/health","",[["GetHealth","operations/gethealth.html","GET"]]],
["/newsletter","",[["SubscribeToNewsletter","operations/subscribetonewsletter.html","POST"]]]]],
["Models",[
["Models","",[["Address","models/address.html"],["Audiobook","models/audiobook.html"],["Author","models/author.html"],["AuthorSummary","models/authorsummary.html"],["Book","models/book.html"],["BookFormat","models/bookformat.html"],["BookPage","models/bookpage.html"],["CardPayment","models/cardpayment.html"],["Cart","models/cart.html"],["CartItem","models/cartitem.html"],["CurrencyCode","models/currencycode.html"],["Customer","models/customer.html"],["Discount","models/discount.html"],["Ebook","models/ebook.html"],["ErrorType","models/errortype.html"],["GiftCard","models/giftcard.html"],["GiftCardPayment","models/giftcardpayment.html"],["ISBN","models/isbn.html"],["Labels","models/labels.html"],["NewBook","models/newbook.html"],["Order","models/order.html"],["PayPalPayment","models/paypalpayment.html"],["PaymentMethod","models/paymentmethod.html"],["Price","models/price.html"],["Review","models/review.html"],["ServiceStatus","models/servicestatus.html"],["Store","models/store.html"]]]]],
["Enums",[
["Enums","",[["Currency","models/currency.html"]]]]],
["Authentication",[
["Authentication","",[["bearerAuth","index.html#auth-bearerauth"]]]]],
["Changes",[
["Changes","",[["2.3.0 → 2.4.0","changes/2.3.0-to-2.4.0.html"]]]]]
];
