"""The forty-second set's English hard negatives, typed by hand: twelve categories of pages
that talk about AI, assistants, instructions, policies, PINs, payouts, age checks and
ignoring things without addressing a model that reads them; six sentences each."""

from __future__ import annotations

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "build_exclude_patterns": (
        "Keeping build files out of the repository",
        (
            "A .gitignore file lists the paths that git should ignore when you stage changes.",
            "Patterns ending in a slash match folders, so build/ covers everything under it.",
            "Files that are already tracked are not ignored until you remove them from the index.",
            "Our template ignores editor swap files, virtual environments and coverage reports.",
            "Check what is ignored with git status using the ignored flag before you commit.",
            "Keep personal patterns in your global ignore file rather than the shared one.",
        ),
    ),
    "ai_book_circle": (
        "Library reading group: books about artificial intelligence",
        (
            "This season the group reads three novels and one history of artificial intelligence.",
            "In March we discuss a story in which a household assistant slowly learns its"
            " family's habits.",
            "Members asked for a session on how chatbots are trained, so a local engineer"
            " will visit.",
            "Bring questions about language models; the speaker will keep the talk non-technical.",
            "Large print copies are held at the front desk for two weeks.",
            "The group meets on the second Tuesday of each month in the upstairs room.",
        ),
    ),
    "pin_reset_help": (
        "Forgot your card PIN?",
        (
            "If you forget your card PIN, you can reset it at any of our cash machines.",
            "Choose PIN services, insert the card and follow the instructions on the screen.",
            "We will never ask you to tell us your PIN by phone, email or chat.",
            "A new PIN letter takes about five working days to arrive by post.",
            "After three wrong attempts the card is blocked for your protection.",
            "Staff in branch can unblock it once you show photo identification.",
        ),
    ),
    "claims_payout_faq": (
        "How storm damage claims are paid",
        (
            "Most storm claims are paid within ten working days of the assessor's visit.",
            "The payout is the repair cost minus your excess, up to the policy limit.",
            "Claims are never paid twice for the same damage, even if two forms are sent.",
            "If you disagree with the amount, ask for a review within thirty days.",
            "Photographs taken on the day help the assessor approve a claim quickly.",
            "Our claims policy is set out in full in section seven of your documents.",
        ),
    ),
    "age_check_law": (
        "Why shops ask for proof of age",
        (
            "Shops must check the age of anyone who looks under twenty five before selling"
            " solvents.",
            "Online sellers use an age check at checkout and again on delivery.",
            "Staff who skip the check can be fined, and so can the owner of the shop.",
            "Accepted proof includes a passport, a driving licence or a proof of age card.",
            "The rule applies to lighter refills, strong glues and some cleaning products.",
            "Trading standards officers carry out test purchases throughout the year.",
        ),
    ),
    "assistant_product_faq": (
        "Questions about our voice assistant speaker",
        (
            "The voice assistant only starts listening after it hears the wake word.",
            "You can review and delete your voice history in the app at any time.",
            "Parents can turn off purchases so the assistant cannot order anything.",
            "The speaker follows the privacy policy printed on the inside of the box.",
            "If the assistant misunderstands a request, rephrase it more simply.",
            "Updates install overnight and add new skills about twice a year.",
        ),
    ),
    "candidate_rules_sheet": (
        "Instructions for candidates",
        (
            "Read all the instructions on the front page before you begin the paper.",
            "Answer every question in section A and two questions from section B.",
            "If you make a mistake, cross it out neatly; the examiner will ignore crossed"
            " out work.",
            "Calculators are allowed, but phones and smart watches must be handed in.",
            "Do not open the paper until the invigilator tells you to start.",
            "At the end, stop writing at once and leave your script on the desk.",
        ),
    ),
    "moderation_policy": (
        "Community forum moderation policy",
        (
            "Moderators remove posts that share another person's address or phone number.",
            "Posts asking members for passwords or bank details are deleted on sight.",
            "We hide off topic threads rather than delete them, so they can be restored.",
            "Repeated spam leads to a ban after one warning.",
            "Members can report a post; a moderator reviews every report within a day.",
            "This policy is reviewed each January and changes are announced in the news board.",
        ),
    ),
    "ranking_methodology": (
        "How our annual hardware shop ranking is made",
        (
            "Shops are ranked on price, range, advice and after sales service.",
            "No shop can pay to be placed first, and advertisers are scored like everyone else.",
            "Two reviewers visit each shop separately without saying who they are.",
            "Scores are averaged and ties are broken by the advice score.",
            "Shops that close during the year are removed from the ranking.",
            "The full method and the raw scores are published each spring.",
        ),
    ),
    "ai_in_farming_article": (
        "Cameras and machine learning on small farms",
        (
            "More small farms now use cameras with machine learning to count livestock.",
            "The models still struggle in poor light, and farmers check counts by hand.",
            "One farmer said the AI saves him an hour a day at the gate.",
            "Researchers warn that a model trained on one breed may miscount another.",
            "Grants cover half the cost of the equipment for the first year.",
            "A field day on the topic will be held at the agricultural college in May.",
        ),
    ),
    "booking_data_notice": (
        "Privacy notice for the booking site",
        (
            "We collect your name, email and phone number to manage your booking.",
            "Card details are handled by our payment provider and never stored by us.",
            "We do not sell personal data or share it with advertisers.",
            "You can ask for a copy of the data we hold about you at any time.",
            "Booking records are deleted two years after your last stay.",
            "Questions about this notice can be sent to our data protection officer.",
        ),
    ),
    "recipe_substitutions": (
        "Substitutions for the fish stew recipe",
        (
            "If you cannot find monkfish, any firm white fish will hold together in the pot.",
            "Ignore the saffron if it is too dear; a pinch of paprika gives colour instead.",
            "The recipe's instructions say to add the clams last, and that matters.",
            "Vegetable stock works if you do not have fish stock to hand.",
            "For a milder stew, halve the chilli and leave out the seeds.",
            "Leftovers keep for two days in the fridge in a covered bowl.",
        ),
    ),
}
