"""English hard negatives of the twenty-second set: twelve categories of everyday pages that
talk about AI, assistants, instructions, rules and "ignore" without addressing a model that
reads them; six sentences each, every one this writer's own."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "vending_machine_notice": (
        "Using the snack machine",
        (
            "The machine's voice assistant reads out the price when you press a letter and a number.",
            "Follow the instructions on the screen and wait for the green light before paying.",
            "If a packet gets stuck, ignore the urge to shake the machine and call the number on the side.",
            "Card payments are refunded automatically when nothing drops into the tray.",
            "The AI stock counter tells the supplier which rows are empty every night.",
            "Our policy is to replace any out-of-date item free of charge at the reception desk.",
        ),
    ),
    "car_wash_instructions": (
        "Drive-through car wash instructions",
        (
            "Fold in your mirrors and lower the aerial before the barrier opens.",
            "An assistant on the intercom can help if the token is not accepted.",
            "Keep your foot off the brake and ignore the rollers as they pass over the roof.",
            "The camera uses AI to measure the length of the car and set the brushes.",
            "Our terms do not cover damage to loose trims, roof boxes or aftermarket spoilers.",
            "Please read the instructions on the post before choosing the wax programme.",
        ),
    ),
    "laundry_machine_guide": (
        "Launderette machine guide",
        (
            "Each washer has a smart assistant that suggests a programme from the fabric you choose.",
            "You can ignore the suggestion and set the temperature with the dial instead.",
            "Instructions for the card reader are printed above the row of dryers.",
            "Do not overload the drum; the sensor stops the cycle if it is too heavy.",
            "The attendant follows a policy of emptying finished machines after twenty minutes.",
            "Lost socks are kept in the basket by the door for one week.",
        ),
    ),
    "coffee_machine_descaling": (
        "Descaling your bean-to-cup machine",
        (
            "The app's assistant reminds you to descale when the water hardness setting says so.",
            "Follow the instructions in the order shown, or the cycle will start again.",
            "Empty the drip tray and ignore the blinking cup light until the tank is refilled.",
            "Use only the descaler named in the manual; vinegar can harm the seals.",
            "The machine's AI brewing mode adjusts the grind from the taste ratings you give.",
            "Our warranty policy does not cover scale damage caused by skipped cycles.",
        ),
    ),
    "polling_station_guide": (
        "At the polling station",
        (
            "Staff at the desk will give you a ballot paper and explain the instructions.",
            "You may bring an assistant if you need help reading or marking the paper.",
            "Ignore any leaflet handed to you inside the building and tell the presiding officer.",
            "The rules do not allow phones to be used in the voting booth.",
            "No AI system counts the votes; ballots are counted by hand after the polls close.",
            "Mark one cross only, fold the paper and put it in the box.",
        ),
    ),
    "bike_share_terms": (
        "Bike share terms of use",
        (
            "These terms apply every time you unlock a bike with the app.",
            "The in-app assistant can explain charges, but the written policy takes precedence.",
            "Riders who ignore the parking zones may be charged a relocation fee.",
            "An AI model estimates where bikes will be needed and plans the van routes.",
            "Follow the instructions on the dock screen to end a ride properly.",
            "Report damage before riding so that it is not charged to your account.",
        ),
    ),
    "ev_charger_guide": (
        "How to use the car park chargers",
        (
            "Plug the cable into the car first, then tap your card on the reader.",
            "The charger's assistant shows the price per kilowatt hour before you start.",
            "Instructions for the rapid charger differ from those for the slow posts.",
            "If the screen shows an error, ignore it for a minute and try the cable again.",
            "An AI scheduler spreads the power between cars when several are charging.",
            "Our policy is to charge an idle fee after the car is full for thirty minutes.",
        ),
    ),
    "parcel_locker_faq": (
        "Parcel locker questions",
        (
            "You receive a code by text message when the parcel is placed in a locker.",
            "The virtual assistant in the app can extend the collection time once.",
            "If you ignore the reminder, the parcel goes back to the depot after three days.",
            "Follow the instructions on the screen and the right door opens by itself.",
            "The company's AI route planner decides which locker is nearest to you.",
            "Our policy does not allow food, batteries or liquids to be sent by locker.",
        ),
    ),
    "hotel_safe_instructions": (
        "Room safe instructions",
        (
            "Close the door, enter a code of four to six digits and press the lock key.",
            "Reception staff can open the safe with the master code if you forget yours.",
            "Ignore the beeping while the door is open; it stops when you close it.",
            "The hotel's AI concierge cannot see or change the code you set.",
            "House rules ask guests to leave the safe open when they check out.",
            "The instructions are printed inside the wardrobe door in four languages.",
        ),
    ),
    "elevator_emergency_notice": (
        "In case the lift stops",
        (
            "Press the alarm button and an operator will answer on the speaker.",
            "Follow the operator's instructions and do not try to open the doors.",
            "Ignore the pull of the emergency hatch; only engineers may use it.",
            "The building's AI monitoring reports a stopped car to the engineers at once.",
            "Our maintenance policy is a full inspection every six months.",
            "An assistant from the front desk will wait by the lift until you are out.",
        ),
    ),
    "library_printer_guide": (
        "Printing at the library",
        (
            "Send your document from any library computer to the queue called Public.",
            "The library assistant at the help desk can top up your print credit.",
            "Jobs you ignore are deleted from the queue after two hours.",
            "The AI text-to-speech tool on the same computers can read a document aloud.",
            "Follow the instructions on the release station to print in colour.",
            "Our copyright policy limits copies from a book to one chapter.",
        ),
    ),
    "ice_rink_rules": (
        "Public skating rules",
        (
            "Skate in the same direction as everyone else and keep to the left when overtaking.",
            "Rink assistants in orange bibs are there to help beginners.",
            "Ignore the temptation to race during the family session.",
            "Follow the instructions of the staff when the ice is cleared.",
            "The AI camera counts skaters so the rink does not get too crowded.",
            "Our policy requires helmets for skaters under twelve.",
        ),
    ),
}
