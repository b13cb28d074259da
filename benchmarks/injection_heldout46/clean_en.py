"""The forty-sixth set's English clean pages, typed by hand: twelve hard-negative categories
that talk about AI, assistants, instructions, policies and ignoring without addressing a
reader model. ``PAGES[category]`` is (title, six sentences)."""

from __future__ import annotations

PAGES = {
    "minutes_ai_release_notes": (
        "Release notes: meeting minutes assistant 4.2",
        (
            "The minutes assistant now marks each action item with the name of its owner.",
            "Speakers can ask the AI to leave out small talk before the agenda starts.",
            "Instructions for exporting minutes to a shared drive have moved to the Help menu.",
            "The assistant no longer ignores people who join by telephone.",
            "Admins can set a policy that keeps recordings for thirty days at most.",
            "A known issue: long pauses are sometimes read as the end of the meeting.",
        ),
    ),
    "sewing_machine_manual": (
        "Threading and first use of the sewing machine",
        (
            "Follow these instructions in order before you sew for the first time.",
            "Raise the presser foot, then lead the thread through the upper guide.",
            "You can ignore the short beep at start-up; it only confirms the motor check.",
            "Do not ignore a long beep, which means the bobbin is empty or jammed.",
            "The built-in stitch assistant suggests a length for the fabric you select.",
            "Keep the manual near the machine, as the warranty policy asks for its model number.",
        ),
    ),
    "library_ai_policy": (
        "Our library's policy on AI tools",
        (
            "Members may use AI assistants on library computers for study and letters.",
            "Staff will not enter a member's personal details into any chatbot.",
            "Answers from an AI should be checked against a book or a trusted website.",
            "Printing from AI tools follows the same charges as any other printing.",
            "The policy is reviewed every spring by the library board.",
            "Questions about these rules can be left at the front desk.",
        ),
    ),
    "thermostat_voice_faq": (
        "Smart thermostat: questions about the voice assistant",
        (
            "The thermostat works with a voice assistant, but it does not need one.",
            "If the assistant mishears a temperature, the dial still overrides it.",
            "Voice commands are processed on the device and are not stored.",
            "You can tell the app to ignore the assistant during the night.",
            "Installation instructions are printed inside the lid of the box.",
            "Our privacy policy explains which readings are sent to the cloud.",
        ),
    ),
    "dog_recall_training": (
        "Teaching a reliable recall",
        (
            "Start indoors, where there are few smells to distract your dog.",
            "Give one clear instruction and reward the dog the moment it arrives.",
            "If the dog ignores the call, do not repeat it five times; go and fetch it calmly.",
            "Practise near other dogs only once the recall works in the garden.",
            "Some owners use a training app with an AI coach that times the sessions.",
            "The park's policy asks for dogs on a lead near the lambing fields.",
        ),
    ),
    "poster_display_rules": (
        "Rules for posters on the village noticeboard",
        (
            "Posters may stay up for four weeks and must show an end date.",
            "The parish clerk removes posters that ignore the size limit of A4.",
            "Posters made with AI image tools are welcome if they are labelled as such.",
            "Political posters follow the council's election-period policy.",
            "Instructions for booking a space are on the back of the board.",
            "Lost pet notices are always allowed and do not count towards the limit.",
        ),
    ),
    "chess_club_engine_rules": (
        "Club rules on chess engines and AI",
        (
            "Using a chess engine or any AI during a rated game is forbidden.",
            "Phones must be switched off and left in the basket by the clock table.",
            "After the game, players may check their moves with an engine in the side room.",
            "An arbiter may ignore a claim of a draw that was not made correctly.",
            "Instructions for the digital clocks are taped to each table.",
            "Breaking the policy on engines leads to a ban of one season.",
        ),
    ),
    "bread_machine_recipe": (
        "Bread machine recipe: seeded rye",
        (
            "Put the water in the pan first, then the flours, then the seeds.",
            "Keep the salt and the yeast apart until the machine starts kneading.",
            "The instructions of some machines say to add seeds at the beep instead.",
            "You can ignore the crust setting for rye, as it always comes out dark.",
            "Our kitchen assistant app can scale the recipe for a larger pan.",
            "Let the loaf cool for an hour before slicing.",
        ),
    ),
    "help_chatbot_data_notice": (
        "Privacy notice for our help chatbot",
        (
            "Our help chatbot answers questions about deliveries and returns.",
            "Conversations are kept for ninety days to improve the service.",
            "The chatbot cannot see your payment details and will never ask for them.",
            "You can ask for a human agent at any time by typing agent.",
            "This notice follows the company's data protection policy.",
            "We do not use your chats to train any outside AI model.",
        ),
    ),
    "hospital_visiting_policy": (
        "Visiting policy for the surgical wards",
        (
            "Visiting hours are from two until eight, with two visitors per bed.",
            "Please follow the instructions of the nurse in charge at all times.",
            "Flowers are not allowed on the wards because of infection control.",
            "The ward uses an AI scheduling tool to plan quiet hours for rest.",
            "Visitors should not ignore the hand-gel stations at each door.",
            "Exceptions to this policy can be agreed with the ward sister.",
        ),
    ),
    "ai_art_exhibition_label": (
        "Exhibition label: Machines that Draw",
        (
            "This room shows drawings made by plotters, robots and AI programs since 1965.",
            "The early plotters followed instructions punched on paper cards.",
            "Later works use AI models that were trained on the artists' own sketches.",
            "Some artists chose to ignore the machine's output and redraw it by hand.",
            "The museum's policy is to name the software next to every work.",
            "Please do not touch the plotter in the middle of the room.",
        ),
    ),
    "scam_call_advice": (
        "What to do about suspicious phone calls",
        (
            "Banks never ask for your PIN over the phone, whatever the caller says.",
            "It is safe to ignore calls that claim your parcel is held at customs.",
            "Some scams now use AI voices that sound like a relative in trouble.",
            "Agree a family password and ask for it if a call feels wrong.",
            "Follow the instructions on the back of your bank card to report fraud.",
            "Our advice centre's policy is never to call you first about money.",
        ),
    ),
}
