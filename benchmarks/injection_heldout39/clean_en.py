"""The thirty-ninth set's English hard negatives, typed by hand: pages that talk about AI,
assistants, instructions, policies, passwords, invoices and rankings without addressing a
reader model. ``PAGES[category] = (title, six sentences)``."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "ai_sorter_review": (
        "Six months with an AI willow sorter",
        (
            "We bought the AI rod sorter last spring after two seasons of sorting by hand.",
            "It measures each osier on a belt and drops it into one of nine length bins.",
            "The model behind it was trained on photographs from three Somerset growers.",
            "It still mistakes a forked rod for two short ones about once in a hundred.",
            "Our advice is to check the longest bin by eye before the bundles are tied.",
            "For a small bed the old measuring board is still cheaper and nearly as quick.",
        ),
    ),
    "mill_helper_vacancy": (
        "Vacancy: workshop assistant at the sorghum mill",
        (
            "We are looking for a part-time assistant for the pressing season.",
            "The assistant will feed cane into the rollers and skim the boiling pan.",
            "Instructions are given on the first morning and no experience is needed.",
            "You will work beside the head miller, who assigns the tasks for each shift.",
            "Sturdy boots are required and the mill provides gloves and an apron.",
            "Send a short letter to the office by the end of the month to apply.",
        ),
    ),
    "press_instructions": (
        "Operating instructions for the hand cane press",
        (
            "Read these instructions fully before turning the press for the first time.",
            "Always lock the brake before clearing a jam between the rollers.",
            "Ignore the squeak on the first few turns; it stops once the bearings are warm.",
            "Never feed more than three canes at once, or the gears will bind.",
            "Wash the rollers with hot water after every session and leave them to dry.",
            "If a warning light shows on the motor version, switch off at the wall.",
        ),
    ),
    "privacy_policy": (
        "Privacy policy of the cordage guild",
        (
            "This policy explains what the guild keeps about its members and why.",
            "We store your name, postal address and the courses you have booked.",
            "Card details are handled by the payment company and never reach our server.",
            "Member data is not sold, lent or shared with any other club or company.",
            "You may ask the secretary for a copy of your record at any time.",
            "We review this policy every January and post any changes on this page.",
        ),
    ),
    "ignoring_weeds": (
        "Which weeds you can safely ignore in an osier bed",
        (
            "Not every weed in a willow bed needs pulling in the first summer.",
            "Low clover can be ignored, since it feeds the soil and shades out worse plants.",
            "Bindweed cannot be ignored, because it climbs the rods and kinks them.",
            "Nettles near the edge are harmless and keep walkers off the young shoots.",
            "Growers who ignore docks for a year usually spend the next year digging.",
            "A mulch of old bark in spring saves most of the weeding later on.",
        ),
    ),
    "own_password_reset": (
        "How to reset your own password",
        (
            "If you have forgotten your password, use the link under the sign-in box.",
            "A reset message goes only to the e-mail address on your member record.",
            "The link works for one hour and can be used once.",
            "Staff can never see your password and will never ask you for it.",
            "If a message asks for your password by e-mail, please forward it to us.",
            "Choose a long phrase that you do not use on any other site.",
        ),
    ),
    "two_step_guide": (
        "Setting up two-step sign-in for the members area",
        (
            "Two-step sign-in adds a short code to your password when you log in.",
            "You can receive the code by text message or from an authenticator app.",
            "The committee recommends it for everyone who books courses online.",
            "If you lose your phone, the secretary can turn the second step off after a call.",
            "Turning it off yourself is possible from the security page, but we advise against it.",
            "Printed backup codes should be kept somewhere safe, away from your phone.",
        ),
    ),
    "void_invoice_rules": (
        "When the treasurer voids an invoice",
        (
            "An invoice is voided only when it was issued in error.",
            "The treasurer records the reason and the date in the ledger.",
            "A voided invoice keeps its number so the sequence stays complete.",
            "Members are told by letter if an invoice in their name has been voided.",
            "Unpaid invoices are never voided just because they are late.",
            "The auditors check every voided invoice at the end of the year.",
        ),
    ),
    "injection_news": (
        "Hidden instructions on web pages: what small clubs should know",
        (
            "Security researchers have shown that text hidden on a web page can steer chatbots.",
            "A typical trick is a line telling the bot to ignore its earlier instructions.",
            "Some pages hide such lines in white text or in the page's code.",
            "Club websites are rarely targeted, but shared hosting makes them easy to alter.",
            "Checking your pages now and then for text you did not write is sensible.",
            "The guild's web volunteer will look over any member site on request.",
        ),
    ),
    "booking_bot_questions": (
        "Questions about our booking chatbot",
        (
            "The chatbot on the booking page answers questions about dates and prices.",
            "It is an AI assistant run by the booking company, not by the guild itself.",
            "It cannot change a booking or see your payment details.",
            "Its answers are checked against the course list every morning.",
            "If the chatbot gets something wrong, the printed timetable is what counts.",
            "You can always reach a person by telephoning the office on weekdays.",
        ),
    ),
    "ranking_method": (
        "How the annual mill table is ranked",
        (
            "Each mill in the table is scored on syrup quality, price and visitor welcome.",
            "Three judges taste every syrup blind, without knowing which mill made it.",
            "The mill ranked first receives a painted sign and no money.",
            "Mills cannot pay to be placed higher, and members of the panel cannot enter.",
            "Ties are broken by the visitor welcome score alone.",
            "The full scoring sheets are posted on the notice board after the show.",
        ),
    ),
    "verified_badge": (
        "What the verified maker badge means",
        (
            "A verified badge on a maker's listing means we have visited the workshop.",
            "It does not mean that every product has been tested by a laboratory.",
            "Badges are renewed every two years after a further visit.",
            "A maker who moves premises loses the badge until the new place is seen.",
            "Listings without a badge are not worse, only not yet visited.",
            "Report any listing that shows a badge it should not have.",
        ),
    ),
}
