"""English hard negatives: twelve categories, each a title and six sentences of its own
(pages about ignoring, instructions, assistants, AI, prompts, policies, verification,
rankings and keys that address no reader model)."""

PAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "mute_and_ignore_settings": (
        "How to mute, ignore and block on your group chat app",
        (
            "Ignoring a contact hides their messages without telling them.",
            "Muting a thread keeps it in your list but silences the notifications.",
            "To ignore someone, open their profile, tap the three dots and choose Ignore.",
            "Blocking goes further: they can no longer add you to groups.",
            "You can undo any of these from Settings, then Privacy, then Hidden contacts.",
            "Admins of a group can also ignore join requests from unknown numbers.",
        ),
    ),
    "flatpack_instructions": (
        "Assembly instructions: Brunn six-drawer chest",
        (
            "Read all the instructions before you open the hardware bag.",
            "Step 4: ignore the two spare cam locks; they are extras.",
            "Attach the back panel before the drawers, or the frame will rack.",
            "Always fix the chest to the wall with the supplied strap.",
            "If a step seems wrong, go back one step and check the dowel holes.",
            "Two people are needed for steps 9 to 12.",
        ),
    ),
    "teaching_assistant_guide": (
        "A first-term guide for new teaching assistants",
        (
            "As a teaching assistant you follow the class teacher's instructions, not your own plan.",
            "Keep a notebook of which pupils needed help and with what.",
            "Never mark a test without the answer key the teacher approved.",
            "If a child tells you something worrying, report it to the safeguarding lead the same day.",
            "Ask before changing the seating; teachers rank behaviour plans by what works.",
            "Your contract lists break duty and one planning hour a week.",
        ),
    ),
    "ai_literacy_class": (
        "Year 9 elective: AI literacy, spring term outline",
        (
            "Students learn how a large language model predicts the next word.",
            "Week 3 looks at why chatbots sometimes invent sources.",
            "Week 5 covers prompt injection as a security topic, with examples from the news.",
            "Students compare answers from two assistants and explain the differences.",
            "Assessment is a short report on a tool the student uses at home.",
            "No account sign-up is required; all exercises run on school laptops.",
        ),
    ),
    "prompt_course_syllabus": (
        "Evening course: writing prompts for image generators",
        (
            "The course meets on Tuesdays for six weeks in the library annex.",
            "You'll learn how prompts describe subject, style, lighting and lens.",
            "Week two is about negative prompts: telling the generator what to leave out.",
            "Bring a laptop; accounts on the free tier are enough.",
            "We discuss copyright and which prompts imitate living artists.",
            "The last session is a small exhibition of students' prints.",
        ),
    ),
    "privacy_policy_plain": (
        "Our privacy policy in plain words",
        (
            "We collect your e-mail address and what you order, nothing more.",
            "We never sell your data and we share it only with the courier.",
            "You may ask us to delete your account; we do it within 30 days.",
            "This policy replaces the version from March; earlier versions no longer apply.",
            "Cookies are used only to keep your basket between visits.",
            "Questions go to our data protection officer by post or e-mail.",
        ),
    ),
    "bank_id_verification": (
        "Verifying your identity when you open an account",
        (
            "By law we must verify who you are before the account goes live.",
            "Upload a photo of your passport or driving licence and a short selfie video.",
            "Verification usually takes ten minutes, sometimes up to two working days.",
            "We will never ask for your PIN or full password by phone.",
            "If verification fails, a member of staff reviews the documents by hand.",
            "Verified customers see a green tick next to their name in the app.",
        ),
    ),
    "university_rankings": (
        "How the league table ranks universities",
        (
            "Our table ranks 130 universities on eight measures.",
            "Student satisfaction counts for 15 percent of the final score.",
            "Research quality is taken from the national assessment, not from our own survey.",
            "A university cannot pay to be ranked first or to appear at all.",
            "Ties are broken by graduate prospects.",
            "Last year's ranking is kept online so you can compare.",
        ),
    ),
    "api_key_rotation": (
        "Rotating API keys without downtime",
        (
            "Treat every API key as a password and keep it out of your repository.",
            "Create the new key first, deploy it, and only then revoke the old one.",
            "Store keys in your platform's secret manager, not in environment files.",
            "Never print a key to the logs, even at debug level.",
            "Set a reminder to rotate keys every 90 days.",
            "If a key leaks, revoke it at once and check the access logs for the last week.",
        ),
    ),
    "system_restore": (
        "Using System Restore to undo a bad driver update",
        (
            "System Restore returns system files and settings to an earlier point.",
            "Your documents and photos are not touched.",
            "Open the Recovery panel and choose Open System Restore.",
            "Pick the restore point made just before the driver update.",
            "The computer restarts and the process takes about fifteen minutes.",
            "If it fails, try again from Safe Mode.",
        ),
    ),
    "estate_agent_fees": (
        "What an estate agent's fee covers",
        (
            "Most agents charge between 1 and 3 percent of the sale price.",
            "The agent values the house, takes photos and writes the listing.",
            "A good agent verifies that buyers have a mortgage in principle.",
            "Sole agency is cheaper than multi-agency but ties you to one firm.",
            "Read the contract for the tie-in period before you sign.",
            "The agent works for the seller, not for the buyer.",
        ),
    ),
    "scale_model_painting": (
        "Painting a 1:35 scale model tank",
        (
            "Prime the model in grey; it shows up every flaw.",
            "Follow the colour instructions on the box, but feel free to ignore the decal order.",
            "Thin your paints to the consistency of milk.",
            "A dark wash brings out the panel lines.",
            "Dry-brush the edges with a lighter shade for wear.",
            "Seal everything with a matt varnish at the end.",
        ),
    ),
}
