window.APIDOCS_NAV = [
["Operations",[
["Authors","tags/authors.html",[["Authors.GetAuthor","operations/authors.getauthor.html","GET"],["Authors.ListAuthors","operations/authors.listauthors.html","GET"]]],
["Books","tags/books.html",[["Books.ISBNLookup","operations/books.isbnlookup.html","GET"],["Books.CreateBook","operations/books.createbook.html","POST"],["Books.DeleteBook","operations/books.deletebook.html","DELETE"],["Books.GetBooksByIsbnReviews","operations/books.getbooksbyisbnreviews.html","GET"],["Books.GetBook","operations/books.getbook.html","GET"],["Books.ListBooks","operations/books.listbooks.html","GET"],["Books.UpdateBook","operations/books.updatebook.html","PATCH"],["Books.UploadCover","operations/books.uploadcover.html","PUT"]]],
["Customers","tags/customers.html",[["Customers.GetCurrentCustomer","operations/customers.getcurrentcustomer.html","GET"],["Customers.UpdateCurrentCustomer","operations/customers.updatecurrentcustomer.html","PATCH"]]],
["GiftCards","tags/giftcards.html",[["GiftCards.GetGiftCardBalance","operations/giftcards.getgiftcardbalance.html","GET"],["GiftCards.PurchaseGiftCard","operations/giftcards.purchasegiftcard.html","POST"]]],
["Orders","tags/orders.html",[["Orders.CancelOrder","operations/orders.cancelorder.html","POST"],["Orders.GetOrder","operations/orders.getorder.html","GET"],["Orders.PlaceOrder","operations/orders.placeorder.html","POST"],["Customers.UpdateCurrentCustomer","operations/customers.updatecurrentcustomer.html","PATCH"]]],
["Reviews","tags/reviews.html",[["Reviews.AddReview","operations/reviews.addreview.html","POST"],["Books.GetBooksByIsbnReviews","operations/books.getbooksbyisbnreviews.html","GET"]]],
["StoreLocator","tags/storelocator.html",[["StoreLocator.FindStores","operations/storelocator.findstores.html","GET"]]],
["/carts","",[["GetCartsByCartId","operations/getcartsbycartid.html","GET"],["PostCartsByCartIdItems","operations/postcartsbycartiditems.html","POST"]]],
["/health","",[["GetHealth","operations/gethealth.html","GET"]]],
["/newsletter","",[["SubscribeToNewsletter","operations/subscribetonewsletter.html","POST"]]]]],
["Models",[
["Models","",[["Address","models/address.html"],["Audiobook","models/audiobook.html"],["Author","models/author.html"],["AuthorSummary","models/authorsummary.html"],["Book","models/book.html"],["BookFormat","models/bookformat.html"],["BookPage","models/bookpage.html"],["CardPayment","models/cardpayment.html"],["Cart","models/cart.html"],["CartItem","models/cartitem.html"],["CurrencyCode","models/currencycode.html"],["Customer","models/customer.html"],["Discount","models/discount.html"],["Ebook","models/ebook.html"],["ErrorType","models/errortype.html"],["GiftCard","models/giftcard.html"],["GiftCardPayment","models/giftcardpayment.html"],["ISBN","models/isbn.html"],["Labels","models/labels.html"],["NewBook","models/newbook.html"],["Order","models/order.html"],["PayPalPayment","models/paypalpayment.html"],["PaymentMethod","models/paymentmethod.html"],["Price","models/price.html"],["Review","models/review.html"],["ServiceStatus","models/servicestatus.html"],["Store","models/store.html"]]]]],
["Enums",[
["Enums","",[["Currency","models/currency.html"]]]]]
];
