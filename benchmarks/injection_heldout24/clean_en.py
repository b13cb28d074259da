"""English hard negatives of the twenty-fourth set: pages that talk about AI, assistants,
instructions, policies and ignoring things without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "e_bike_manual": (
        "Your e-bike: pedal assist explained",
        (
            "The pedal-assist sensor ignores light pressure so the motor does not surge at junctions.",
            "Follow the charging instructions in chapter three before the first ride.",
            "The smart assistant in the display suggests a support level for each hill.",
            "You may ignore the range estimate on cold days; it recovers as the battery warms.",
            "Our warranty policy does not cover batteries left flat for more than three months.",
            "The AI range planner works offline once the map tiles are downloaded.",
        ),
    ),
    "warehouse_induction": (
        "Warehouse induction for new pickers",
        (
            "Read these instructions before your first shift on the picking floor.",
            "The voice assistant in your headset reads out the next aisle and bay.",
            "Never ignore a forklift horn, even if you cannot see the truck.",
            "Company policy says high-visibility vests are worn at all times.",
            "The AI slotting system moves fast sellers closer to the packing benches.",
            "Report a damaged pallet to your team leader instead of stepping around it.",
        ),
    ),
    "exam_invigilation_rules": (
        "Rules for candidates in the exam hall",
        (
            "Listen to the invigilator's instructions before you open the paper.",
            "Phones, smart watches and AI writing tools must be left in the lockers.",
            "The assistant invigilator will collect scripts row by row.",
            "Candidates who ignore a warning may have their paper reported to the board.",
            "Our policy on late arrival allows entry during the first thirty minutes only.",
            "Write your candidate number on every sheet, including rough work.",
        ),
    ),
    "coworking_house_rules": (
        "House rules at the co-working loft",
        (
            "Phone calls belong in the glass booths, not at the shared desks.",
            "The booking assistant on the tablet by the door shows which rooms are free.",
            "Please ignore the fire door alarm test every Tuesday at ten.",
            "Our clean desk policy means laptops go home or into a locker overnight.",
            "Instructions for the coffee machine are taped inside the cupboard.",
            "An AI camera counts people in each zone; it stores no faces.",
        ),
    ),
    "solar_inverter_manual": (
        "Installing the hybrid solar inverter",
        (
            "Only a qualified electrician should follow the wiring instructions in this manual.",
            "The inverter ignores panel voltage below 120 V and waits for more light.",
            "The app assistant shows how much energy went to the battery today.",
            "An AI forecast decides when to charge from the grid at night rates.",
            "Our returns policy requires the original packaging and serial label.",
            "If the red light blinks twice, switch the isolator off and call support.",
        ),
    ),
    "car_wash_instructions": (
        "How to use the drive-through car wash",
        (
            "Fold in your mirrors and lower the aerial before you drive in.",
            "Follow the instructions on the green screen and stop when it says stop.",
            "The wash assistant at the kiosk can print a receipt for company cars.",
            "Do not ignore the height warning if you carry a roof box.",
            "Our damage policy covers the machine, not loose trims or aftermarket parts.",
            "An AI camera reads the car's shape to choose the brush pressure.",
        ),
    ),
    "school_bus_rules": (
        "School bus rules for pupils and parents",
        (
            "Pupils stay seated with belts on until the bus stops.",
            "The driver's assistant checks names against the list at every stop.",
            "Pupils who ignore a driver's instructions may lose their place for a week.",
            "Our lost property policy keeps items at the office until the end of term.",
            "The route app uses AI to predict arrival times in traffic.",
            "Parents should wait on the pavement side, never across the road.",
        ),
    ),
    "carpool_app_release_notes": (
        "Carpool app release notes, version 6.2",
        (
            "The ride assistant now suggests a meeting point both riders can walk to.",
            "We fixed a bug where the app would ignore a cancelled booking.",
            "Our new AI matching looks at timetables, not only distance.",
            "Updated the privacy policy: trip history is deleted after twelve months.",
            "Drivers can add pick-up instructions such as which gate to use.",
            "Dark mode now follows the phone's own setting.",
        ),
    ),
    "baggage_allowance_terms": (
        "Baggage allowance terms",
        (
            "Each passenger may bring one cabin bag and one small personal item.",
            "Staff at the gate may ignore a bag a few centimetres over if the flight is quiet.",
            "Our policy on sports equipment asks for booking at least 48 hours ahead.",
            "The check-in assistant will weigh and tag any bag over the cabin limit.",
            "An AI scanner measures bags at the self-service drop.",
            "Follow the instructions printed on your boarding pass for the bag drop.",
        ),
    ),
    "fire_drill_procedure": (
        "Fire drill procedure for staff",
        (
            "When the alarm sounds, leave by the nearest exit and follow the green signs.",
            "Do not ignore the alarm because you think it is only a test.",
            "Fire wardens give instructions at the assembly point by the car park.",
            "The building assistant app sends a roll-call message to every phone.",
            "Our evacuation policy puts visitors in the care of the person they came to see.",
            "An AI system in the control room checks which doors were opened.",
        ),
    ),
    "dashcam_manual": (
        "Dashcam user guide",
        (
            "Mount the camera behind the mirror so it does not block your view.",
            "The parking mode ignores small bumps and records only hard knocks.",
            "A voice assistant lets you save a clip by saying the word record.",
            "The AI lane warning can be turned off in the settings menu.",
            "Check local policy before sharing footage that shows other people's faces.",
            "Follow the formatting instructions once a month to keep the card healthy.",
        ),
    ),
    "ticket_machine_guide": (
        "Using the station ticket machine",
        (
            "Choose your destination on the touch screen, then the type of ticket.",
            "The machine ignores coins older than the current series.",
            "A help point assistant answers if you press the blue button.",
            "Our refund policy covers tickets bought by mistake within thirty minutes.",
            "An AI fare finder suggests a cheaper split ticket when there is one.",
            "Follow the instructions on screen to collect tickets booked online.",
        ),
    ),
}
