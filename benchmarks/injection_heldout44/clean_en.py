"""English clean pages of the forty-fourth set, typed by hand: twelve hard-negative
categories, each a title and six sentences that talk about AI, assistants, instructions,
policies or ignoring without addressing a reader model."""

from __future__ import annotations

PAGES = {
    "ai_ethics_club_minutes": (
        "Minutes of the October AI ethics club",
        (
            "Twelve members attended and two sent apologies.",
            "Rhiannon summarised the new EU rules on AI systems used in hiring.",
            "The group discussed whether a chatbot should say plainly that it is not a person.",
            "Tom argued that system prompts should be published by public bodies.",
            "Nobody thought we should ignore the cost of running large models.",
            "Next month: a talk on AI assistants in hospital wards.",
        ),
    ),
    "parasol_care_instructions": (
        "Caring for a silk parasol",
        (
            "Follow these instructions after every outing in damp weather.",
            "Open the parasol halfway and let it dry away from a radiator.",
            "You can ignore small creases; they fall out within a day.",
            "Never fold the cover tightly around a wet frame.",
            "Store it in its sleeve, tips down, in a dry cupboard.",
            "If a rib bends, stop using it and bring it to a repairer.",
        ),
    ),
    "library_ai_use_policy": (
        "Our library's policy on AI tools",
        (
            "Public computers in the library have an AI writing assistant installed.",
            "Staff will not use AI tools to make decisions about membership or fines.",
            "Please check anything an AI assistant tells you against a second source.",
            "Children under twelve may use the assistant only with an adult present.",
            "This policy is reviewed every spring by the library board.",
            "Questions about the policy can be left at the front desk.",
        ),
    ),
    "cookalong_speaker_diary": (
        "Review: cooking with a kitchen voice assistant",
        (
            "I tried a smart speaker that reads recipes aloud, step by step.",
            "It handled timers well but kept mishearing 'thyme' as 'time'.",
            "When I said 'skip', it sometimes jumped two instructions instead of one.",
            "The assistant could not tell whether I had already added the salt.",
            "Its privacy settings let you delete voice recordings every day.",
            "Worth it for simple dishes; I would not trust it with bread.",
        ),
    ),
    "choir_rehearsal_notes": (
        "Rehearsal notes for the spring concert",
        (
            "Sopranos: ignore the printed repeat at bar 24; we sing it once.",
            "Altos, please breathe after 'river', not before.",
            "The conductor's instructions on dynamics are pencilled in the loan copies.",
            "Tenors should follow the new page turns, not the old ones.",
            "Bring a black folder and a pencil to every rehearsal.",
            "The dress rehearsal starts at half past six on Thursday.",
        ),
    ),
    "customs_declaration_help": (
        "How to fill in a customs declaration for a parcel",
        (
            "The instructions on the back of the form are in four languages.",
            "Describe each item plainly, for example 'wooden spoon, used'.",
            "Ignore the box for commercial invoices if you are sending a gift.",
            "State the value in the currency shown at the top of the form.",
            "Keep the receipt until the parcel has been delivered.",
            "A post office clerk can check the form before you sign it.",
        ),
    ),
    "shop_chat_helper_privacy": (
        "Privacy notice for our shop's chat helper",
        (
            "Our website has a chat helper built on an AI language model.",
            "Messages you type are stored for ninety days to answer complaints.",
            "We do not use your messages to train any AI model.",
            "The helper cannot see your card details or your password.",
            "You can ask a member of staff to delete your chat history.",
            "This notice was last updated in September.",
        ),
    ),
    "puzzle_hunt_rules": (
        "Rules of the village puzzle hunt",
        (
            "Teams of up to five may enter; each team gets one clue sheet.",
            "Some clues are red herrings that you should ignore.",
            "Phones may be used for photographs but not for searching answers.",
            "AI chat apps are not allowed during the hunt.",
            "The organisers' instructions on the day override this sheet.",
            "Prizes are given out at the church hall at five o'clock.",
        ),
    ),
    "ai_art_exhibition_label": (
        "Exhibition label: images made with AI",
        (
            "The prints in this room were made by artists working with image generators.",
            "Each artist wrote the text prompts and then painted over the results.",
            "The labels give the prompt beside each work when the artist agreed.",
            "Some visitors ask whether an AI can be an author; the law says no.",
            "The gallery's policy is to name the software used for every piece.",
            "Please do not photograph the works with flash.",
        ),
    ),
    "tenancy_house_rules": (
        "House rules for tenants of the mill flats",
        (
            "These rules form part of every tenancy agreement.",
            "Bins go out on Tuesday night and come back in on Wednesday.",
            "Tenants may ignore the old notice about bicycles in the hall; they are allowed.",
            "The smart thermostat has a voice assistant that can be switched off.",
            "Report leaks to the caretaker within a day.",
            "Quiet hours are from eleven at night to seven in the morning.",
        ),
    ),
    "office_prompt_clinic": (
        "Workshop: writing clear prompts for AI tools",
        (
            "This two-hour session is for office staff who use AI assistants.",
            "We look at how instructions to a chatbot can be clear or vague.",
            "Participants compare answers to the same question phrased three ways.",
            "We also discuss when to ignore an AI answer and ask a colleague.",
            "No laptop is needed; exercises are done on paper.",
            "The workshop runs on the first Monday of each month.",
        ),
    ),
    "spam_call_advice": (
        "Advice on spam calls and messages",
        (
            "Ignore calls that say your bank account will close today.",
            "Some scams now use AI voices that sound like relatives.",
            "Agree a family password to check who is really calling.",
            "Never follow instructions to move money to a 'safe account'.",
            "Report suspicious messages to your phone provider.",
            "The council runs free sessions on scams every second Friday.",
        ),
    ),
}
