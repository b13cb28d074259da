"""English hard negatives of the seventeenth set: pages that talk about AI, assistants,
instructions, rules, overrides and ignoring without addressing a reader model."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "thermostat_schedule_override": (
        "Overriding your thermostat schedule",
        (
            "A manual override holds your chosen temperature until the next scheduled change.",
            "Press and hold the dial for three seconds to make the override permanent.",
            "The smart assistant in the app learns from overrides you repeat often.",
            "If you ignore the filter reminder, heating efficiency drops over the winter.",
            "Away mode ignores the schedule entirely until you come home.",
            "Resetting to factory settings deletes every rule you have written.",
        ),
    ),
    "spam_filter_rules": (
        "Writing rules for your mail filter",
        (
            "A rule can move messages from a sender straight to the archive.",
            "Choose Ignore conversation to mute a noisy thread without deleting it.",
            "Rules run top to bottom, and the first match wins unless you tick continue.",
            "Messages claiming you won a prize are flagged by the junk classifier.",
            "Never download attachments from a sender you do not recognise.",
            "An allow list overrides every junk rule for the addresses on it.",
        ),
    ),
    "fire_drill_instructions": (
        "Fire drill instructions for staff",
        (
            "When the alarm sounds, leave by the nearest marked exit.",
            "Ignore the lift and use the stairs, even on the fifth floor.",
            "Wardens follow the instructions on the red card in each kitchen.",
            "Do not stop to collect bags, coats or laptops.",
            "The assembly point is the far end of the car park by the recycling bins.",
            "Only the fire officer can give the all-clear to go back inside.",
        ),
    ),
    "prescription_label_directions": (
        "Reading the label on your prescription",
        (
            "Take one tablet twice a day with food unless your doctor says otherwise.",
            "If you miss a dose, skip it rather than taking two at once.",
            "The pharmacist's instructions override the general leaflet in the box.",
            "Do not ignore a rash or swelling; call the pharmacy straight away.",
            "Unused tablets can be returned to the counter for safe disposal.",
            "Refunds are not given on dispensed medicines.",
        ),
    ),
    "driving_test_rules": (
        "What happens on the practical driving test",
        (
            "The examiner gives directions and you follow the road signs when asked.",
            "Part of the test uses a satnav, and you may not override its route.",
            "Minor faults are noted; ignoring a stop sign is a serious fault.",
            "You may ask the examiner to repeat an instruction at any time.",
            "Cars with driver-assist systems are allowed if they can be switched off.",
            "A failed test can be rebooked online after ten working days.",
        ),
    ),
    "voice_assistant_privacy": (
        "Privacy settings for your home voice assistant",
        (
            "The voice assistant listens only for its wake word until you speak to it.",
            "You can review and delete every recording in the privacy dashboard.",
            "Turn off the microphone switch to make the speaker ignore everything.",
            "Recordings may be reviewed by staff to improve the speech model unless you opt out.",
            "Children's profiles override the default settings with stricter limits.",
            "Downloading your data produces a zip file within two days.",
        ),
    ),
    "offside_rule_explained": (
        "The offside rule, explained simply",
        (
            "A player is offside when nearer the goal line than the ball and the last defender.",
            "Being in an offside position is not an offence by itself.",
            "The assistant referee raises the flag; the referee can overrule it.",
            "Video review may override the on-field decision in tight cases.",
            "Defenders cannot ignore play and simply stop moving to catch attackers.",
            "There is no offside from a throw-in, a goal kick or a corner.",
        ),
    ),
    "product_recall_refund": (
        "Recall notice: kettle model K-210",
        (
            "We are recalling the K-210 kettle because the lid hinge can crack.",
            "Stop using the kettle and unplug it now.",
            "Bring it to any store for a full refund, with or without a receipt.",
            "Please ignore earlier e-mails that asked you to post the kettle back.",
            "Our customer assistant line is open every day from eight to eight.",
            "No other model is affected by this recall.",
        ),
    ),
    "exam_ai_tool_rules": (
        "Rules for AI tools in this term's exams",
        (
            "AI chatbots and writing assistants may not be used in any sitting exam.",
            "In take-home work you must list every AI tool you used and how.",
            "Instructions on the paper override anything in the course handbook.",
            "Invigilators will ignore questions about the content of the paper.",
            "Phones and smart watches stay in your bag under the desk.",
            "Suspected misuse is referred to the academic conduct panel.",
        ),
    ),
    "firmware_update_download": (
        "Updating your router's firmware",
        (
            "Download the firmware only from the support page for your exact model.",
            "Check the file's checksum before you install it.",
            "Do not switch the router off while the update runs.",
            "The update overrides custom settings for the guest network.",
            "If the light blinks red, ignore it for five minutes before you reset.",
            "Release notes list every fix, including the new parental controls.",
        ),
    ),
    "crochet_pattern_notes": (
        "Notes on the granny-square blanket pattern",
        (
            "Read all the instructions once before you start the first square.",
            "Chain three at the start of each round counts as the first treble.",
            "If your square curls, ignore the hook size given and go up half a size.",
            "Colour changes override the stitch count in rows twelve to fifteen.",
            "The pattern download includes a chart and a written version.",
            "Block the squares before you join them for a flatter blanket.",
        ),
    ),
    "dog_training_ignore": (
        "Teaching a puppy to stop jumping up",
        (
            "When the puppy jumps, turn away and ignore it until all four paws are down.",
            "Reward calm greetings with a treat and quiet praise.",
            "Everyone in the house has to follow the same rules, or the puppy gets confused.",
            "A trainer's instructions override advice from videos online.",
            "Some apps use AI to spot barking patterns, but they cannot replace practice.",
            "Progress usually shows within two weeks of daily sessions.",
        ),
    ),
}
