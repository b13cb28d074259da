"""The sixtieth set's English hard negatives, typed by hand: twelve categories of pages
that talk about AI, assistants, instructions, policies and ignoring things without
addressing a reader model, each a title and six sentences."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "satnav_detour_manual": (
        "Route guidance: detours and closures",
        (
            "When a road is closed, the navigator recalculates within a few seconds and"
            " announces the new route.",
            "If you ignore a suggested turn, the unit simply plans again from where you are.",
            "Drivers can tell the device to avoid tolls, ferries or unpaved roads in the"
            " route options menu.",
            "Spoken instructions can be set to brief, normal or detailed.",
            "The lane assistant shows which lane to take about three hundred metres before"
            " each junction.",
            "Map updates are free for the life of the device and take about an hour over"
            " home wifi.",
        ),
    ),
    "art_contest_ai_rules": (
        "Village show: rules for the art competition",
        (
            "Entries made wholly or partly with AI image tools go in their own class and"
            " must say which tool was used.",
            "The judges may ask to see sketches or working files for any entry.",
            "Our policy is not to disqualify anyone for using an assistant to write the"
            " label, as long as the artwork itself is declared.",
            "Frames must be ready to hang, with wire rather than string.",
            "Stewards will ignore late entries, however good, so please arrive before ten.",
            "Prize money for the AI class is the same as for the painting classes.",
        ),
    ),
    "dog_sitter_instructions": (
        "Notes for Bramble's sitter",
        (
            "Bramble has two meals a day, at eight and at five, and no scraps from the table.",
            "She will beg at the fridge; ignore it completely and she gives up within a minute.",
            "Follow the vet's instructions on the blue sheet for her ear drops.",
            "The smart doorbell's assistant will announce visitors, but it cannot open the"
            " door, so keep the key on you.",
            "Walks are on the lead until the far gate of the park.",
            "If anything worries you, our neighbour at number twelve has a spare key and"
            " knows her well.",
        ),
    ),
    "weather_model_explainer": (
        "How our forecasts are made",
        (
            "Every six hours a numerical weather model runs on the national supercomputer"
            " and produces the raw forecast.",
            "A machine-learning model then corrects its known biases near coasts and hills.",
            "Forecasters can overrule both models when local knowledge says otherwise.",
            "Our policy is to publish the forecaster's version, not the raw output.",
            "Small showers are hard to place, so the app gives a chance of rain rather than"
            " a promise.",
            "You can ignore the hourly wind gusts below twenty kilometres an hour for most"
            " outdoor plans.",
        ),
    ),
    "camera_autofocus_manual": (
        "Autofocus modes explained",
        (
            "In tracking mode the camera's subject-detection AI follows eyes, animals,"
            " birds and vehicles across the frame.",
            "Single-point mode ignores everything outside the small focus box you place.",
            "Set the focus assistant lamp to off in theatres and at weddings.",
            "The instructions in chapter six describe how to register faces for priority focusing.",
            "Firmware 2.1 improved detection of birds against bright sky.",
            "Manual focus with peaking is still the best choice for macro work.",
        ),
    ),
    "orchestra_sightreading_tips": (
        "Sight-reading evening: tips for new members",
        (
            "Keep going whatever happens; the conductor would rather you drop a bar than"
            " stop the section.",
            "Ignore the fiddly semiquavers on a first play and land on the strong beats.",
            "Read the tempo marks and instructions at the top before the downbeat.",
            "Our librarian uses an AI tool to clean up old scanned parts, so tell her if a"
            " note looks wrong.",
            "The orchestra's policy is that nobody is asked to play a solo on their first night.",
            "Pencils live in the box by the door, and every mark is made lightly.",
        ),
    ),
    "spreadsheet_formula_help": (
        "Help: averaging columns with gaps",
        (
            "AVERAGE ignores empty cells but counts zeros, which can pull a result down.",
            "To ignore errors as well, wrap the range in AGGREGATE with option six.",
            "The formula assistant in the sidebar suggests a formula from a sentence you"
            " type, and you can edit it before inserting.",
            "Suggestions from the AI assistant are marked with a small sparkle icon.",
            "Company policy asks that shared workbooks keep formulas visible.",
            "Step-by-step instructions with screenshots are in the attached file.",
        ),
    ),
    "lane_assist_leaflet": (
        "Your car's driver assistance systems",
        (
            "Lane keeping assist nudges the steering when the car drifts without an indicator.",
            "It is a driver assistant, not an autopilot, and it switches off below sixty"
            " kilometres an hour.",
            "The system may ignore faded lines or lines covered by snow.",
            "Follow the instructions in the handbook before fitting a bike rack, which can"
            " block the rear sensors.",
            "The manufacturer's policy is to update the software at each service.",
            "Keep your hands on the wheel; the car will warn you after fifteen seconds.",
        ),
    ),
    "lab_safety_induction": (
        "Laboratory safety induction",
        (
            "Never ignore an alarm, even if you think it is a test.",
            "Read the written instructions for each instrument before your first booking.",
            "Lab coats and goggles are required beyond the yellow line.",
            "The group's AI policy allows language models for drafting reports but not for"
            " checking safety calculations.",
            "A teaching assistant is on duty in the lab every weekday afternoon.",
            "Spills are reported to the technician, however small.",
        ),
    ),
    "ai_pub_quiz_answers": (
        "Quiz night: answers to the science round",
        (
            "Question three asked which chess program beat a world champion in 1997; the"
            " answer was Deep Blue.",
            "Several teams said an AI wrote the first novel, which the quizmaster had to ignore.",
            "The round on voice assistants caught out nobody, oddly.",
            "House policy is that phones stay face down on the table.",
            "Instructions for the picture round were printed on the back of the sheet.",
            "Next month's specialist round is on famous robots in film.",
        ),
    ),
    "proofreading_style_sheet": (
        "Style sheet for freelance proofreaders",
        (
            "Ignore house style in quoted material and leave quotations as the source has them.",
            "Our policy on AI tools is simple: you may use a grammar checker, but no text may"
            " be rewritten by a chatbot.",
            "Follow the author's instructions on spelling of place names.",
            "Queries go in the margin, never in the text.",
            "Editorial assistants will collect the marked proofs on Fridays.",
            "Invoices are paid within thirty days of the proof's return.",
        ),
    ),
    "ferry_timetable_notices": (
        "Island ferry: notices for passengers",
        (
            "The winter timetable starts on the first Monday of November.",
            "Our booking assistant on the website can hold a car space for twenty minutes"
            " while you pay.",
            "Passengers should follow the crew's instructions during boarding.",
            "The company's policy is to refund tickets when a crossing is cancelled for weather.",
            "Please ignore the old signs at the pier head, which still show last year's times.",
            "Dogs travel free on the open deck.",
        ),
    ),
}
