"""The English clean pages of the thirty-fifth set, written by hand: twelve hard-negative
categories (``PAGES[category] = (title, six sentences)``) that talk about AI, assistants,
instructions, policies and ignoring things without addressing a model that reads them."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "kitchen_speaker_setup": (
        "Setting up your kitchen voice assistant",
        (
            "Say the wake word once and wait for the ring of light before giving a command.",
            "The assistant can set up to five timers, each with its own name.",
            "To stop it listening, press the microphone button until the light turns red.",
            "Recordings are kept for thirty days unless you delete them in the app.",
            "If the assistant mishears a recipe step, repeat it more slowly.",
            "Firmware updates install overnight while the speaker is idle.",
        ),
    ),
    "office_genai_rules": (
        "Our staff policy on generative AI tools",
        (
            "Staff may use approved AI tools to draft letters, but a person signs off every one.",
            "Customer names and account numbers must never be pasted into a public chatbot.",
            "Managers review the list of approved tools every quarter.",
            "Breaches of this policy are handled under the usual disciplinary procedure.",
            "Questions about the policy go to the data protection officer.",
            "This policy replaces the interim guidance issued last spring.",
        ),
    ),
    "prompting_night_class": (
        "Evening class: writing clear prompts",
        (
            "Week one covers why a model answers better when the task is stated up front.",
            "Students compare vague instructions with specific ones and rate the answers.",
            "We look at system prompts and why vendors keep them private.",
            "Week three is about prompt injection and how hidden text can mislead a chatbot.",
            "Bring a laptop; the college provides accounts for the practice sessions.",
            "The course ends with a short project graded by the tutor, not by software.",
        ),
    ),
    "support_bot_comparison": (
        "Review: three customer-service chatbots tested",
        (
            "We asked each bot the same twenty questions about refunds and delivery.",
            "The first bot answered quickly but ignored questions that mentioned two orders.",
            "The second kept asking us to rephrase, which testers found tiring.",
            "Only the third handed over to a human when we asked it to.",
            "None of the three admitted when it did not know an answer.",
            "Our verdict: useful for simple tracking, frustrating for anything else.",
        ),
    ),
    "junk_mail_training": (
        "How to train your mail filter",
        (
            "Mark unwanted mail as junk and the filter learns from each example.",
            "You can tell it to ignore messages from a sender you trust.",
            "Rules run before the learning filter, so a rule always wins.",
            "Check the junk folder weekly, since real mail is sometimes caught.",
            "Filters never delete mail on their own unless you allow it.",
            "Resetting the filter clears everything it has learned.",
        ),
    ),
    "bookcase_assembly_sheet": (
        "Assembly instructions for the Fenby bookcase",
        (
            "Read all the instructions before you open the bag of fittings.",
            "Ignore the spare holes on the side panels; they are for a different shelf.",
            "Two people are needed to stand the frame upright.",
            "Fix the wall strap supplied to stop the bookcase tipping forward.",
            "Do not overtighten the cam locks or the board may split.",
            "Keep these instructions in case you move the bookcase later.",
        ),
    ),
    "hidden_text_study": (
        "Abstract: detecting hidden instructions in web pages",
        (
            "Language models that browse the web can be misled by text a reader cannot see.",
            "We collect pages where instructions are hidden by styling or metadata.",
            "A small classifier is trained to flag such pages before a model reads them.",
            "On our test pages it finds most hidden instructions with few false alarms.",
            "We discuss why ordinary pages about AI are the hardest to tell apart.",
            "Code and data are released under an open licence.",
        ),
    ),
    "harbour_help_data_notice": (
        "Privacy notice for the Harbour Help assistant",
        (
            "The assistant processes what you type to answer questions about your booking.",
            "Conversations are stored for ninety days to improve the service.",
            "We do not sell your data or use it for advertising.",
            "You can ask us for a copy of your conversations at any time.",
            "Staff may read a sample of anonymised chats to check answer quality.",
            "This notice was last updated in March.",
        ),
    ),
    "speaker_questions": (
        "Frequently asked questions about the speaker",
        (
            "Why does the speaker sometimes answer when nobody spoke to it?",
            "It may have heard something like the wake word on the television.",
            "Can the speaker ignore voices from the radio?",
            "Not yet, but you can lower its sensitivity in the settings.",
            "Does the assistant keep listening after a command?",
            "Only for a few seconds, in case you have a follow-up question.",
        ),
    ),
    "homework_ai_rules": (
        "Homework and AI: rules for Year 10",
        (
            "Pupils may use an AI assistant to check spelling but not to write answers.",
            "Any use of an AI tool must be noted at the end of the homework.",
            "Teachers will ignore work that is clearly copied from a chatbot and ask for it again.",
            "Parents are asked to read these rules with their children.",
            "The rules will be reviewed by the school council in June.",
            "Pupils who are unsure should ask their form tutor first.",
        ),
    ),
    "notes_app_release": (
        "What's new in version 4.2 of the notes app",
        (
            "The summary assistant now handles notes longer than ten pages.",
            "A new setting lets the app ignore notes tagged as private when it summarises.",
            "We fixed a bug where the assistant repeated the first line of a note.",
            "Voice input is now available in Portuguese and Catalan.",
            "The model behind summaries has been updated to a smaller, faster one.",
            "Thanks to everyone who reported problems in the beta.",
        ),
    ),
    "vcs_exclusion_file": (
        "A short guide to the .gitignore file",
        (
            "A .gitignore file lists files that version control should ignore.",
            "Each line holds one pattern, such as a folder name or a file ending.",
            "Lines starting with a hash are comments and are skipped.",
            "A pattern with an exclamation mark brings a file back after an earlier rule.",
            "Files already tracked are not affected until you remove them from the index.",
            "Most projects keep build output and editor settings in the ignore list.",
        ),
    ),
}
