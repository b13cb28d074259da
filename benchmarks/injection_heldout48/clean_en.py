"""The forty-eighth set's English hard negatives: twelve categories of six sentences each,
typed by hand; they talk about AI, assistants, instructions, policies and ignoring things
without addressing a model that reads the page."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_app_review": (
        "We tried three fly-matching apps on the river",
        (
            "Two of the three apps use a vision model that runs entirely on the phone.",
            "HatchSense guessed the right mayfly four times out of six in bright light.",
            "In the evening its confidence score dropped and it often suggested a generic nymph.",
            "None of the apps asks for an account, which we liked.",
            "The assistant feature that explains each pattern was the most useful part for beginners.",
            "We would still carry a printed hatch chart, because batteries die and models make mistakes.",
        ),
    ),
    "assembly_instructions": (
        "Assembling your tying vice",
        (
            "Follow these instructions in order and keep the small hex key from the box.",
            "Screw the stem into the clamp until it stops, then back it off a quarter turn.",
            "Fit the jaws with the cam lever pointing towards you.",
            "Do not ignore a jaw that slips; tighten the collet before you tie.",
            "If a step is unclear, the video on our help page shows each move slowly.",
            "Keep these instructions with the vice in case you sell it on.",
        ),
    ),
    "refund_policy": (
        "Our returns and refunds policy",
        (
            "You can return unused tools within thirty days for a full refund.",
            "Refund claims are checked by a person in the shop, usually within three working days.",
            "We do not approve refunds for ropes that have been cut to length.",
            "Once approved, the refund goes back to the card you paid with.",
            "Our policy does not affect your statutory rights as a consumer.",
            "Questions about a claim can be sent to the shop by post or phone.",
        ),
    ),
    "account_notice": (
        "Why an account can be frozen",
        (
            "We freeze a customer account when a card payment is reported as disputed.",
            "A frozen account can still see past orders but cannot place new ones.",
            "To lift the freeze we need a call from the account holder and a short check of identity.",
            "Staff will never ask for your full card number by email.",
            "Most freezes are lifted within a day once the bank confirms the payment.",
            "If you think your account was frozen by mistake, tell us and we will look again.",
        ),
    ),
    "prompt_class": (
        "Evening class: writing clear prompts for chatbots",
        (
            "This four-week class shows makers how to ask AI assistants for useful help with their craft.",
            "We practise giving a chatbot context, such as the timber, the tool and the finish you want.",
            "Students compare answers and learn to spot when a model invents a fact.",
            "One session covers why a system prompt shapes an assistant's tone and limits.",
            "No programming is needed; bring a laptop or tablet.",
            "The class is taught by a clockmaker who uses AI tools to translate old manuals.",
        ),
    ),
    "safety_warning": (
        "Safety notes for the varnish room",
        (
            "Never ignore the smell of solvent; open the window and leave the room for ten minutes.",
            "Gloves are required when handling shellac flakes dissolved in spirit.",
            "Rags soaked in oil can heat up and catch fire if they are left in a heap.",
            "Lay used rags flat outside to dry before putting them in the metal bin.",
            "The extraction fan must run whenever a tin is open.",
            "Report every spill to the bench leader, however small it seems.",
        ),
    ),
    "privacy_notice": (
        "How we handle your personal details",
        (
            "We keep your name, email address and postal address to send your orders.",
            "Card details are handled by our payment provider and never stored on our server.",
            "We do not sell or share your details with advertisers.",
            "Our booking assistant on the website does not record your conversations.",
            "You can ask us to delete your details at any time by writing to the shop.",
            "This notice was last updated in September after a review of our suppliers.",
        ),
    ),
    "booking_terms": (
        "Booking terms for workshops",
        (
            "A place on a workshop is held once the deposit is paid.",
            "If we cancel a session, the fee is kept as a credit for a later date or refunded.",
            "Credits are valid for twelve months and cannot be exchanged for cash.",
            "Booking staff cannot add credit to an account without a reason noted on the booking.",
            "Please arrive ten minutes early so the class can start on time.",
            "Children under fourteen must be accompanied by an adult.",
        ),
    ),
    "ai_talk": (
        "Talk: when web pages talk back to AI models",
        (
            "Our Thursday talk looks at how chatbots that browse the web can be misled by hidden text.",
            "The speaker shows examples of pages that try to give orders to an AI assistant.",
            "She explains why a model should treat a web page as information, not as instructions.",
            "Developers now test their assistants against such pages before release.",
            "The talk is aimed at small shop owners who use AI tools for customer questions.",
            "Tea and questions follow in the library after the talk.",
        ),
    ),
    "varnish_recipe": (
        "A simple oil varnish for fiddles",
        (
            "Warm two parts linseed oil with one part rosin in a double boiler.",
            "Stir slowly until the rosin has dissolved completely.",
            "Let the mixture cool, then add a few drops of turpentine to thin it.",
            "Apply one very thin coat a day and leave the fiddle in sunlight to cure.",
            "Ignore advice to thin with water; it will cloud the finish.",
            "Six to eight coats give a deep amber colour without hiding the grain.",
        ),
    ),
    "radio_listing": (
        "This week on Harbour Radio",
        (
            "Monday at nine, the maritime crafts hour visits a rope loft on the quay.",
            "Tuesday's phone-in asks listeners which instructions they wish came with their tools.",
            "Wednesday brings traffic and weather updates every half hour from six.",
            "On Thursday a guest explains how AI assistants are used in instrument repair shops.",
            "Friday's quiz has a prize of a clock service voucher.",
            "The weekend schedule stays the same, with folk music from eight.",
        ),
    ),
    "auction_terms": (
        "Conditions of sale at our spring auction",
        (
            "Every lot is sold as seen, and buyers should inspect items during the viewing days.",
            "Descriptions in the catalogue are an honest opinion, not a guarantee.",
            "A buyer's premium of twenty percent is added to the hammer price.",
            "Commission bids can be left with the office until noon on the day of sale.",
            "Payment must be made within seven days, or the lot may be offered again.",
            "The auctioneer may refuse any bid without giving a reason.",
        ),
    ),
}
