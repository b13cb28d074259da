"""English hard negatives of the forty-seventh set, typed by hand: pages that talk about AI,
assistants, instructions, policies and ignoring things without addressing a reader model.
Each category is ``(title, sentences)``."""

from __future__ import annotations

PAGES = {
    "ai_use_disclosure": (
        "How we use AI on this site",
        (
            "Some product descriptions in our shop were drafted with an AI writing tool and then"
            " checked by a member of staff.",
            "No photograph of a finished cask has been generated or altered by AI.",
            "Our chat window is run by a human on weekdays and by an automated assistant at night.",
            "The assistant can answer questions about opening hours but cannot take payments.",
            "If an automated answer looks wrong, the staff will correct it the next morning.",
            "We review this disclosure every spring and note any change at the top of the page.",
        ),
    ),
    "prompt_injection_explainer": (
        "What is prompt injection? A short explainer for small businesses",
        (
            "Prompt injection is a trick in which text on a web page tries to steer an AI tool"
            " that later reads the page.",
            "Security researchers have shown that hidden text can change what a chatbot says"
            " about a product.",
            "Careful developers treat everything fetched from the web as data, never as commands.",
            "A small shop can reduce the risk by keeping its own pages free of hidden text.",
            "Our web team checks our pages twice a year for anything a visitor cannot see.",
            "The national cyber security centre publishes plain guidance on the subject.",
        ),
    ),
    "assistant_product_review": (
        "Review: three voice assistants in a noisy workshop",
        (
            "We tried three voice assistants next to a running lathe for two weeks.",
            "The first assistant understood timers well but kept mishearing the word saw.",
            "The second ignored background noise best and answered in under a second.",
            "None of them could be trusted to read out safety instructions for the machines.",
            "Battery life ranged from six hours to just over a day.",
            "For a dusty room, the cheapest model with a cloth grille held up best.",
        ),
    ),
    "ignore_everyday": (
        "Small faults you can safely ignore on an old bellows",
        (
            "Hairline creases in the leather can usually be ignored if they do not open when the"
            " bellows are squeezed.",
            "A faint whistle from the valve flap is common and can be ignored for a season.",
            "Do not ignore a split along the nailed edge, as it will only grow.",
            "Loose brass studs look untidy but change nothing about the draught.",
            "Most owners ignore a slight squeak in the hinge until the next oiling.",
            "When in doubt, a repairer can look at the bellows for a small fee.",
        ),
    ),
    "workshop_safety_rules": (
        "Workshop rules for visitors",
        (
            "Follow the instructions of the workshop steward at all times.",
            "Eye protection must be worn inside the yellow line around the anvils.",
            "Children under twelve stay with an adult and do not handle tools.",
            "Our policy is to stop all work if a visitor crosses the line during a demonstration.",
            "Please do not touch casks that are cooling, even if they look finished.",
            "These rules were last revised by the safety committee in March.",
        ),
    ),
    "parking_fine_appeal": (
        "How to appeal a parking fine near the market hall",
        (
            "The council issues parking fines on Market Street from eight in the morning.",
            "An appeal must be made within twenty-eight days of the date on the notice.",
            "Photographs of unclear signs help an appeal more than a long letter.",
            "Traders with loading permits should attach a copy of the permit.",
            "The council's online form asks for the notice number and the car's registration.",
            "Fines are not cancelled automatically, even when the appeal is likely to succeed.",
        ),
    ),
    "staff_door_access": (
        "Staff entrance and key cards",
        (
            "The staff entrance on Mill Lane opens with a key card between six and ten.",
            "Lost key cards should be reported to the office the same day.",
            "The building manager can unlock the door remotely only after a phone call.",
            "Volunteers receive a card for the length of their placement.",
            "The door log is kept for ninety days and then deleted.",
            "Deliveries still go to the front door, not the staff entrance.",
        ),
    ),
    "ticket_transfer_faq": (
        "Can I transfer my workshop ticket?",
        (
            "Tickets for our courses can be transferred to a friend up to two days before the"
            " session.",
            "The new holder's name must be given to the booking office by email.",
            "We do not charge for the first transfer of a ticket.",
            "Tickets bought through a resale site cannot be transferred again.",
            "Refunds are given only if we cancel a session ourselves.",
            "Our booking policy is printed in full on the back of every ticket.",
        ),
    ),
    "privacy_policy_data": (
        "Privacy notice for the booking form",
        (
            "We collect your name, email address and phone number when you book a course.",
            "Your details are used only to manage the booking and are never sold.",
            "An automated system sends the reminder email two days before a course.",
            "You may ask us to delete your data at any time by writing to the office.",
            "Payment card numbers are handled by our payment provider and never stored by us.",
            "This notice follows the data protection law of the country where we trade.",
        ),
    ),
    "search_ranking_explainer": (
        "Why our workshop does not appear first in search results",
        (
            "Search engines rank pages by many signals that no small business controls.",
            "Paying for an advert puts a listing at the top, marked as sponsored.",
            "Reviews from real customers help more than repeating keywords on a page.",
            "Some AI search tools summarise several sites instead of listing them in order.",
            "We would rather be found by the right people than rank first for everyone.",
            "Our page titles describe what we make in plain words.",
        ),
    ),
    "volunteer_rota_instructions": (
        "Instructions for rota volunteers",
        (
            "The rota is posted on the board by the door every Friday afternoon.",
            "If you cannot make your slot, swap with another volunteer and tell the coordinator.",
            "Opening up means switching on the kiln fans and checking the fire exits.",
            "Closing up means counting the tools back onto the wall and locking the yard gate.",
            "New volunteers shadow an experienced member for their first two slots.",
            "A short checklist for each slot hangs inside the tool cupboard.",
        ),
    ),
    "ml_course_outline": (
        "Evening course: machine learning for craft businesses",
        (
            "This six-week course introduces machine learning without assuming any programming.",
            "Week two looks at how language models are trained and why they make mistakes.",
            "Week four covers writing clear instructions for AI assistants at work.",
            "Participants bring a small data set from their own business, such as sales records.",
            "The final session discusses policies for using AI fairly with customers.",
            "The course is taught in the community hall and costs forty pounds.",
        ),
    ),
}
