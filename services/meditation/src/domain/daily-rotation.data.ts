/**
 * The Still Core's built-in daily rotation: our own reflections for thoughtful leaders, each
 * anchored in a verse of the King James Version (1611, public domain) and a closing quote from a
 * public-domain author. The day of the year picks the entry, so consecutive days never repeat
 * within the length of this list (more than 60).
 */
export interface RotationDay {
  theme: string;
  meditation: string;
  actionStep: string;
  scripture: string;
  journalPrompt: string;
  quote: { text: string; author: string };
}

export const DAILY_ROTATION: readonly RotationDay[] = [
  {
    theme: 'Stillness Before Strategy',
    meditation:
      'Sit with both feet on the floor and let your breath slow until you can hear it. Before the day asks anything of you, notice that you are already held. Decisions made from stillness carry a weight that hurried ones never do.',
    actionStep:
      'Block ten unscheduled minutes before your first meeting and protect them as you would a board call. Use them to name the one decision that matters most today.',
    scripture: '"Be still, and know that I am God." — Psalm 46:10',
    journalPrompt: 'Where has busyness been standing in for clarity in your work this week?',
    quote: {
      text: "All of humanity's problems stem from man's inability to sit quietly in a room alone.",
      author: 'Blaise Pascal',
    },
  },
  {
    theme: 'First Things First',
    meditation:
      'Imagine your day as a jar you are about to fill. The large stones go in first, or they never fit at all. Breathe in and ask what deserves the first and best of your attention; breathe out everything that is merely loud.',
    actionStep:
      'Write your three priorities before you open e-mail. Do the first one before you answer anyone.',
    scripture:
      '"But seek ye first the kingdom of God, and his righteousness; and all these things shall be added unto you." — Matthew 6:33',
    journalPrompt: 'If today could only move one thing forward, what should it be, and why that one?',
    quote: { text: 'Well begun is half done.', author: 'Aristotle' },
  },
  {
    theme: 'The Strength of Waiting',
    meditation:
      'Leaders are praised for speed, yet much of what lasts is grown, not forced. Picture a seed under winter soil, doing quiet work no one can see. Let your shoulders drop and allow some things to take the time they take.',
    actionStep:
      'Identify one decision you have been rushing. Give it a deadline a week out and gather one more perspective first.',
    scripture:
      '"But they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint." — Isaiah 40:31',
    journalPrompt: 'What are you trying to harvest before its season, and what would patience cost you?',
    quote: { text: 'Adopt the pace of nature: her secret is patience.', author: 'Ralph Waldo Emerson' },
  },
  {
    theme: 'Walking Humbly',
    meditation:
      'Humility is not thinking less of yourself; it is thinking of yourself less. Breathe and picture the people whose unseen work made your success possible. Let gratitude loosen the need to be the smartest person in the room.',
    actionStep:
      'In your next meeting, ask a question you genuinely do not know the answer to, and let someone junior answer it first.',
    scripture:
      '"He hath shewed thee, O man, what is good; and what doth the LORD require of thee, but to do justly, and to love mercy, and to walk humbly with thy God?" — Micah 6:8',
    journalPrompt: 'Whose contribution to your work have you not yet acknowledged out loud?',
    quote: { text: 'I believe the first test of a truly great man is his humility.', author: 'John Ruskin' },
  },
  {
    theme: 'Courage in the Unknown',
    meditation:
      'Fear is information, not instruction. Breathe into the place where you feel it, perhaps the chest or the stomach, and greet it without obeying it. Courage is simply the next right step taken while the fear is still present.',
    actionStep:
      'Have the conversation you have postponed. Open with what you hope for, not with what you fear.',
    scripture:
      '"Be strong and of a good courage; be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest." — Joshua 1:9',
    journalPrompt: 'What would you attempt this quarter if you were certain you would not be alone in it?',
    quote: {
      text: 'It is not because things are difficult that we do not dare; it is because we do not dare that they are difficult.',
      author: 'Seneca',
    },
  },
  {
    theme: 'Gratitude as Foundation',
    meditation:
      'Bring to mind three ordinary gifts: a warm cup, a working body, a colleague who shows up. Hold each one for a full breath. Gratitude does not deny the hard things; it keeps them from being the only things.',
    actionStep: 'Send a short, specific thank-you note to someone on your team before noon.',
    scripture:
      '"In every thing give thanks: for this is the will of God in Christ Jesus concerning you." — 1 Thessalonians 5:18',
    journalPrompt: 'What is working in your life right now that you have stopped noticing?',
    quote: {
      text: 'Gratitude is not only the greatest of virtues, but the parent of all the others.',
      author: 'Marcus Tullius Cicero',
    },
  },
  {
    theme: 'Undivided Attention',
    meditation:
      'Attention is the rarest thing you can give. Notice how many tabs are open in your mind. Close them one by one with each exhale, until only this breath and this moment remain.',
    actionStep:
      'Work on your most important task for ninety minutes with notifications off and your phone in another room.',
    scripture:
      '"Let thine eyes look right on, and let thine eyelids look straight before thee." — Proverbs 4:25',
    journalPrompt: 'What keeps pulling your attention away, and what is it offering you in return?',
    quote: { text: 'He who is everywhere is nowhere.', author: 'Seneca' },
  },
  {
    theme: 'Permission to Rest',
    meditation:
      'Rest is not a reward for finished work; it is part of the work. Let your body grow heavy in the chair. Whatever you carry, set it down for these few minutes. It will still be there, and you will be stronger to lift it.',
    actionStep:
      'Put a real stopping time on your calendar tonight and keep it. Tell one person so they can hold you to it.',
    scripture:
      '"Come unto me, all ye that labor and are heavy laden, and I will give you rest." — Matthew 11:28',
    journalPrompt: 'What do you believe will happen if you rest, and is it true?',
    quote: {
      text: 'Rest is not idleness, and to lie sometimes on the grass under trees on a summer’s day, listening to the murmur of the water, or watching the clouds float across the sky, is by no means a waste of time.',
      author: 'John Lubbock',
    },
  },
  {
    theme: 'Integrity When No One Is Watching',
    meditation:
      'Integrity means being one person in every room. Breathe and picture yourself in the places you lead: the boardroom, the kitchen table, the late-night message thread. Where do those selves differ, and which one do you want to be?',
    actionStep:
      'Close one small gap between what you say and what you do: a promise unkept, a report softened, a credit not given.',
    scripture:
      '"He that walketh uprightly walketh surely: but he that perverteth his ways shall be known." — Proverbs 10:9',
    journalPrompt: 'Where is there a gap between your stated values and your calendar?',
    quote: {
      text: 'Waste no more time arguing what a good man should be. Be one.',
      author: 'Marcus Aurelius',
    },
  },
  {
    theme: 'Faithful in Little',
    meditation:
      'Great trust is built from small kept promises. Breathe and recall the small things entrusted to you today: a reply, a review, a return call. None is beneath you; each is a brick in the house of your reputation.',
    actionStep:
      'Clear three small commitments you have let slide, however minor. Finish them completely before starting anything new.',
    scripture:
      '"He that is faithful in that which is least is faithful also in much: and he that is unjust in the least is unjust also in much." — Luke 16:10',
    journalPrompt: 'Which small promise, kept consistently, would change how others experience you?',
    quote: { text: 'Little strokes fell great oaks.', author: 'Benjamin Franklin' },
  },
  {
    theme: 'The Discipline of Listening',
    meditation:
      'Most of us listen while preparing our answer. Today, practice listening as an empty vessel. Breathe and imagine receiving someone’s words fully, without rushing to fix, judge or reply.',
    actionStep:
      'In one conversation today, summarize what the other person said before offering your view. Ask whether you understood them.',
    scripture:
      '"Wherefore, my beloved brethren, let every man be swift to hear, slow to speak, slow to wrath." — James 1:19',
    journalPrompt: 'Who around you has been trying to tell you something you have not yet heard?',
    quote: {
      text: 'We have two ears and one mouth, so that we can listen twice as much as we speak.',
      author: 'Zeno of Citium',
    },
  },
  {
    theme: 'Releasing Control',
    meditation:
      'Open your hands, palms up, on your knees. Name what you are gripping: an outcome, an opinion, a person. With each exhale, loosen your fingers a little. You can steward what is yours without owning what is not.',
    actionStep:
      'Sort your worries into two lists: what you control and what you do not. Act on one item from the first list only.',
    scripture: '"A man’s heart deviseth his way: but the LORD directeth his steps." — Proverbs 16:9',
    journalPrompt: 'What outcome are you holding so tightly that it is shaping your behavior for the worse?',
    quote: {
      text: 'Make the best use of what is in your power, and take the rest as it happens.',
      author: 'Epictetus',
    },
  },
  {
    theme: 'Purpose Beneath the Work',
    meditation:
      'Beneath the targets and the deadlines lies a reason you began. Breathe slowly and let it rise to the surface. Purpose does not remove hardship, but it turns hardship into meaning.',
    actionStep:
      'Write one sentence on why your company exists that would matter to a stranger. Share it with your team.',
    scripture:
      '"For I know the thoughts that I think toward you, saith the LORD, thoughts of peace, and not of evil, to give you an expected end." — Jeremiah 29:11',
    journalPrompt: 'When did you last feel the deep why of your work, and what were you doing?',
    quote: { text: 'He who has a why to live can bear almost any how.', author: 'Friedrich Nietzsche' },
  },
  {
    theme: 'Leading by Serving',
    meditation:
      'The truest measure of a leader is how the people around them grow. Breathe and bring to mind each person who reports to you. Ask quietly what each one needs from you this week, not what you need from them.',
    actionStep: 'Ask one team member: "What is one thing I could remove from your way?" Then remove it.',
    scripture:
      '"Whosoever will be great among you, shall be your minister: and whosoever of you will be the chiefest, shall be servant of all." — Mark 10:43-44',
    journalPrompt: 'Whose success would you be proudest to have quietly enabled this year?',
    quote: { text: 'A leader is best when people barely know he exists.', author: 'Lao Tzu' },
  },
  {
    theme: 'The Freedom of Forgiveness',
    meditation:
      'Resentment is a debt we keep collecting from ourselves. Breathe and bring to mind someone who wronged you. You do not need to excuse what happened. Simply imagine setting the ledger down, and notice the lightness that follows.',
    actionStep:
      'Release one grudge in practice: greet, include or credit someone you have been quietly freezing out.',
    scripture:
      '"Forbearing one another, and forgiving one another, if any man have a quarrel against any: even as Christ forgave you, so also do ye." — Colossians 3:13',
    journalPrompt: 'What old hurt still makes decisions for you?',
    quote: {
      text: 'The weak can never forgive. Forgiveness is the attribute of the strong.',
      author: 'Mahatma Gandhi',
    },
  },
  {
    theme: 'The Grace of Simplicity',
    meditation:
      'Complexity feels like progress but often hides fear. Breathe and picture your life with one fewer commitment, one fewer product line, one fewer obligation. What space opens up?',
    actionStep:
      'Cancel, delegate or end one recurring meeting, project or subscription that no longer earns its place.',
    scripture:
      '"Better is an handful with quietness, than both the hands full with travail and vexation of spirit." — Ecclesiastes 4:6',
    journalPrompt: 'What are you maintaining only because you started it?',
    quote: {
      text: 'Our life is frittered away by detail. Simplify, simplify.',
      author: 'Henry David Thoreau',
    },
  },
  {
    theme: 'Mastery of Self',
    meditation:
      'Before you can lead others, you must lead the restless crowd within. Breathe and observe your impulses as they arise, the urge to check, react or snack, without following them. Each unfollowed urge is a small victory.',
    actionStep:
      'Choose one habit that undermines you and set a simple rule for today, written down where you will see it.',
    scripture:
      '"He that hath no rule over his own spirit is like a city that is broken down, and without walls." — Proverbs 25:28',
    journalPrompt: 'Which impulse most often overrules your better judgment, and what triggers it?',
    quote: { text: 'No man is free who is not master of himself.', author: 'Epictetus' },
  },
  {
    theme: 'Anchored in Hope',
    meditation:
      'Hope is not optimism; it is the decision to keep the door open. Breathe in slowly and imagine a window in a dark room letting in the first gray light. Let that light be enough for now.',
    actionStep: 'Share one genuinely hopeful development with your team, with evidence, not spin.',
    scripture:
      '"Now the God of hope fill you with all joy and peace in believing, that ye may abound in hope." — Romans 15:13',
    journalPrompt: 'What are you hoping for that you have been afraid to say out loud?',
    quote: { text: 'Hope is the thing with feathers / That perches in the soul.', author: 'Emily Dickinson' },
  },
  {
    theme: 'Asking for Wisdom',
    meditation:
      'Knowledge tells you what is true; wisdom tells you what to do with it. Breathe and admit, without shame, one place where you do not know the way forward. Asking is the beginning of wisdom.',
    actionStep:
      'Take one hard question to someone wiser than you. Ask it plainly and listen without defending.',
    scripture:
      '"If any of you lack wisdom, let him ask of God, that giveth to all men liberally, and upbraideth not; and it shall be given him." — James 1:5',
    journalPrompt: 'Where are you pretending to be certain?',
    quote: { text: 'The only true wisdom is in knowing you know nothing.', author: 'Socrates' },
  },
  {
    theme: 'Quieting the Anxious Mind',
    meditation:
      'Anxiety lives in tomorrow. Breathe in for four counts, hold for four, breathe out for six. With each long exhale, return one worry to the future where it belongs, and come back to this room.',
    actionStep:
      'Write down your biggest worry, then the worst realistic outcome, then one step that would reduce its odds. Take that step.',
    scripture:
      '"Be careful for nothing; but in every thing by prayer and supplication with thanksgiving let your requests be made known unto God." — Philippians 4:6',
    journalPrompt: 'What story is your anxiety telling you, and what would a calm friend say back?',
    quote: { text: 'We suffer more often in imagination than in reality.', author: 'Seneca' },
  },
  {
    theme: 'The Open Hand',
    meditation:
      'Generosity begins as a posture. Sit with your hands open and picture what flows through you, not to you: time, knowledge, opportunity, money. What you hold loosely can be shared without loss.',
    actionStep:
      'Give away something valuable today: an introduction, an hour of mentoring, or credit for a win.',
    scripture:
      '"The liberal soul shall be made fat: and he that watereth shall be watered also himself." — Proverbs 11:25',
    journalPrompt: 'What do you hoard out of fear that you could afford to share?',
    quote: {
      text: 'Wherever there is a human being, there is an opportunity for a kindness.',
      author: 'Seneca',
    },
  },
  {
    theme: 'Endurance in Well-Doing',
    meditation:
      'Some seasons are long and the harvest is not yet visible. Breathe deeply and honor your own persistence. The work you do faithfully today is not wasted simply because it has not yet borne fruit.',
    actionStep:
      'Revisit a long-term initiative and record the progress made so far, however small, so your team can see it.',
    scripture:
      '"And let us not be weary in well doing: for in due season we shall reap, if we faint not." — Galatians 6:9',
    journalPrompt: 'What long effort needs your renewed commitment rather than a new plan?',
    quote: { text: 'It does not matter how slowly you go as long as you do not stop.', author: 'Confucius' },
  },
  {
    theme: 'Speaking Truth',
    meditation:
      'Honesty is a gift to people who can handle it, and most can handle more than we think. Breathe and notice where you have been rounding the truth to keep the peace. Peace built on omission is fragile.',
    actionStep:
      'Give one piece of honest feedback today, kindly and specifically, that you have been withholding.',
    scripture:
      '"Wherefore putting away lying, speak every man truth with his neighbor: for we are members one of another." — Ephesians 4:25',
    journalPrompt: 'What truth would make your team stronger if you said it clearly?',
    quote: {
      text: 'If it is not right, do not do it; if it is not true, do not say it.',
      author: 'Marcus Aurelius',
    },
  },
  {
    theme: 'New Every Morning',
    meditation:
      'Yesterday’s mistakes do not have to be today’s identity. Breathe in as if for the first time. This morning is unwritten, and you are allowed to begin again.',
    actionStep: 'Name one thing you got wrong yesterday. Correct it today, then let it go.',
    scripture:
      '"It is of the LORD’s mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness." — Lamentations 3:22-23',
    journalPrompt: 'What would you do differently today if yesterday held no weight over you?',
    quote: {
      text: 'Write it on your heart that every day is the best day in the year.',
      author: 'Ralph Waldo Emerson',
    },
  },
  {
    theme: 'The Gift of This Day',
    meditation:
      'The future you are planning for will arrive as a series of todays. Breathe and feel the particular texture of this day: the light, the sounds, the weight of your body. Live in it before you spend it.',
    actionStep:
      'During one meeting today, leave the devices closed and be fully present with the people in front of you.',
    scripture:
      '"Take therefore no thought for the morrow: for the morrow shall take thought for the things of itself. Sufficient unto the day is the evil thereof." — Matthew 6:34',
    journalPrompt: 'What small thing today deserves your full attention and appreciation?',
    quote: {
      text: 'True happiness is to enjoy the present, without anxious dependence upon the future.',
      author: 'Seneca',
    },
  },
  {
    theme: 'Strength in Fellowship',
    meditation:
      'Leadership can feel solitary, but it was never meant to be carried alone. Breathe and bring to mind the people who lift you when you fall. Let yourself feel the support that is already there.',
    actionStep: 'Reach out to a peer or mentor today, not with a request, but simply to reconnect.',
    scripture:
      '"Two are better than one; because they have a good reward for their labor. For if they fall, the one will lift up his fellow." — Ecclesiastes 4:9-10',
    journalPrompt: 'Who do you trust enough to tell when you are struggling, and have you told them?',
    quote: {
      text: 'Friendship improves happiness, and abates misery, by doubling our joys, and dividing our grief.',
      author: 'Marcus Tullius Cicero',
    },
  },
  {
    theme: 'Character Forged in Pressure',
    meditation:
      'Pressure does not create character; it reveals it and refines it. Breathe into any tension you are carrying. Ask what this difficulty might be building in you that comfort never could.',
    actionStep:
      'Choose one hard problem and face it directly this morning, before easier tasks dilute your energy.',
    scripture:
      '"Tribulation worketh patience; and patience, experience; and experience, hope." — Romans 5:3-4',
    journalPrompt: 'What past difficulty made you into the leader you are now?',
    quote: { text: 'Difficulties strengthen the mind, as labor does the body.', author: 'Seneca' },
  },
  {
    theme: 'The Weight of Words',
    meditation:
      'Words build and words wound, and a leader’s words travel far. Breathe and recall something you said recently that landed harder than you meant. Let that memory soften your tone without silencing your voice.',
    actionStep:
      'Before sending any charged message today, wait ten minutes and read it once as its recipient.',
    scripture: '"A soft answer turneth away wrath: but grievous words stir up anger." — Proverbs 15:1',
    journalPrompt: 'Whose words shaped you most, and what words do you want to leave in others?',
    quote: {
      text: 'Speak when you are angry and you will make the best speech you will ever regret.',
      author: 'Ambrose Bierce',
    },
  },
  {
    theme: 'Leading by Example',
    meditation:
      'People do not follow instructions as closely as they follow examples. Breathe and imagine a camera following you through yesterday. What would your team have learned from watching you?',
    actionStep:
      'Model one behavior you want to see more of, such as arriving prepared or admitting an error, visibly today.',
    scripture:
      '"Let your light so shine before men, that they may see your good works, and glorify your Father which is in heaven." — Matthew 5:16',
    journalPrompt: 'What habit of yours is quietly becoming your team’s culture?',
    quote: {
      text: 'Example is the school of mankind, and they will learn at no other.',
      author: 'Edmund Burke',
    },
  },
  {
    theme: 'Content in Every State',
    meditation:
      'Contentment is not complacency; it is peace that does not depend on the next milestone. Breathe and say quietly: this is enough for this moment. Ambition can remain, but let it rest on a settled heart.',
    actionStep: 'Celebrate a recent win with your team before setting the next target.',
    scripture: '"For I have learned, in whatsoever state I am, therewith to be content." — Philippians 4:11',
    journalPrompt: 'What milestone did you once think would make you content, and did it?',
    quote: {
      text: 'He is a wise man who does not grieve for the things which he has not, but rejoices for those which he has.',
      author: 'Epictetus',
    },
  },
  {
    theme: 'Making the Vision Plain',
    meditation:
      'A vision you cannot explain simply is a vision others cannot follow. Breathe and picture the future you are building in concrete detail: who is there, what has changed, how it feels.',
    actionStep: 'Write your vision for the next three years in five sentences a new hire could repeat.',
    scripture:
      '"Write the vision, and make it plain upon tables, that he may run that readeth it." — Habakkuk 2:2',
    journalPrompt: 'If your vision came true, what would an ordinary Tuesday look like?',
    quote: {
      text: 'If one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.',
      author: 'Henry David Thoreau',
    },
  },
  {
    theme: 'Tenderhearted Strength',
    meditation:
      'Kindness and strength are not opposites; the strongest leaders are often the gentlest. Breathe and picture someone on your team who is carrying something heavy you cannot see.',
    actionStep: 'Ask someone "How are you, really?" and give them time to answer.',
    scripture:
      '"And be ye kind one to another, tenderhearted, forgiving one another, even as God for Christ’s sake hath forgiven you." — Ephesians 4:32',
    journalPrompt: 'When did someone’s kindness change the course of your day or your career?',
    quote: { text: 'Be kind, for everyone you meet is fighting a hard battle.', author: 'Ian Maclaren' },
  },
  {
    theme: 'The Obstacle Is the Way',
    meditation:
      'The thing in your path is also the thing that will teach you. Breathe and look at your biggest obstacle as if it were a teacher assigned to you. What is it asking you to learn?',
    actionStep:
      'Reframe one current setback as a problem statement, then brainstorm three responses with your team.',
    scripture:
      '"My brethren, count it all joy when ye fall into divers temptations; knowing this, that the trying of your faith worketh patience." — James 1:2-3',
    journalPrompt: 'What is your current obstacle making possible that smooth success would not?',
    quote: {
      text: 'The impediment to action advances action. What stands in the way becomes the way.',
      author: 'Marcus Aurelius',
    },
  },
  {
    theme: 'The Examined Life',
    meditation:
      'Reflection turns experience into wisdom. Breathe and replay the past week slowly, like a film. Pause at the moments that stirred you, whether pride, regret or surprise, and ask what each one reveals.',
    actionStep:
      'Hold a fifteen-minute review of your week: what worked, what did not, and one change for next week.',
    scripture: '"Let us search and try our ways, and turn again to the LORD." — Lamentations 3:40',
    journalPrompt: 'What pattern keeps repeating in your life that you have not yet examined?',
    quote: { text: 'The unexamined life is not worth living.', author: 'Socrates' },
  },
  {
    theme: 'Trust Beyond Understanding',
    meditation:
      'You will never have all the information. Breathe and picture the next step lit only by a lamp: enough to see your feet, not the whole road. Trust is walking anyway.',
    actionStep:
      'Make one decision today that you have been delaying for more data you will never fully have.',
    scripture:
      '"Trust in the LORD with all thine heart; and lean not unto thine own understanding. In all thy ways acknowledge him, and he shall direct thy paths." — Proverbs 3:5-6',
    journalPrompt: 'What would you do if you trusted that the path would become clear as you walked it?',
    quote: {
      text: 'Faith is the bird that feels the light and sings when the dawn is still dark.',
      author: 'Rabindranath Tagore',
    },
  },
  {
    theme: 'Numbering Our Days',
    meditation:
      'Time is the one resource no round of funding can replenish. Breathe and feel the preciousness of this single hour. Ask whether the way you spend your days matches what you say you value.',
    actionStep:
      'Audit yesterday’s calendar. Mark each block as aligned or not aligned with your priorities, and change one for tomorrow.',
    scripture: '"So teach us to number our days, that we may apply our hearts unto wisdom." — Psalm 90:12',
    journalPrompt: 'If you had one year left in this role, what would you stop doing immediately?',
    quote: {
      text: 'It is not that we have a short time to live, but that we waste a lot of it.',
      author: 'Seneca',
    },
  },
  {
    theme: 'Joy as Strength',
    meditation:
      'Joy is not frivolous; it is fuel. Breathe and remember a moment of real delight from this month: a laugh, a breakthrough, a beautiful morning. Let the memory warm you and notice your energy rise.',
    actionStep: 'Start your next team meeting with one thing that is going well, and let people enjoy it.',
    scripture: '"For the joy of the LORD is your strength." — Nehemiah 8:10',
    journalPrompt: 'What brings you joy in your work that you have been too busy to notice?',
    quote: {
      text: 'Those who bring sunshine to the lives of others cannot keep it from themselves.',
      author: 'J. M. Barrie',
    },
  },
  {
    theme: 'Wise Counsel',
    meditation:
      'No leader sees every angle. Breathe and picture the voices you trust gathered around a table. Which seat is empty? Whose perspective have you failed to invite?',
    actionStep: 'Before finalizing a major decision this week, seek one dissenting view on purpose.',
    scripture:
      '"Without counsel purposes are disappointed: but in the multitude of counsellers they are established." — Proverbs 15:22',
    journalPrompt: 'Who tells you what you need to hear rather than what you want to hear?',
    quote: {
      text: 'Nothing is more difficult, and therefore more precious, than to be able to decide.',
      author: 'Napoleon Bonaparte',
    },
  },
  {
    theme: 'Running the Long Race',
    meditation:
      'Your career is a marathon disguised as a series of sprints. Breathe and settle into a pace you could keep for years. Let go of the need to win today’s race at the cost of the whole course.',
    actionStep:
      'Identify one practice you can keep for the next ten years, such as sleep, exercise or reflection, and schedule it this week.',
    scripture: '"Let us run with patience the race that is set before us." — Hebrews 12:1',
    journalPrompt: 'What pace are you keeping that you could not sustain for five more years?',
    quote: {
      text: 'Great works are performed not by strength but by perseverance.',
      author: 'Samuel Johnson',
    },
  },
  {
    theme: 'Ruling Your Spirit',
    meditation:
      'Anger is quick and its consequences slow. Breathe and recall the last time you lost your temper at work. Without judgment, notice what you felt just before the heat arrived: fear, fatigue or hurt.',
    actionStep: 'When frustration rises today, pause for three breaths before speaking. Notice what changes.',
    scripture:
      '"He that is slow to anger is better than the mighty; and he that ruleth his spirit than he that taketh a city." — Proverbs 16:32',
    journalPrompt: 'What is usually underneath your anger?',
    quote: {
      text: 'How much more grievous are the consequences of anger than the causes of it.',
      author: 'Marcus Aurelius',
    },
  },
  {
    theme: 'Home as Foundation',
    meditation:
      'Every empire you build rests on the foundation of home. Breathe and picture the faces of the people who share your table. Let them be the first beneficiaries of your best self, not the last recipients of your leftovers.',
    actionStep:
      'Leave work on time tonight and give your family or closest friends your full, undistracted attention.',
    scripture: '"But as for me and my house, we will serve the LORD." — Joshua 24:15',
    journalPrompt: 'What do the people at home need from you that your work is crowding out?',
    quote: {
      text: 'Where we love is home — home that our feet may leave, but not our hearts.',
      author: 'Oliver Wendell Holmes Sr.',
    },
  },
  {
    theme: 'Work as Offering',
    meditation:
      'Work done only for applause is exhausting; work done as an offering is renewing. Breathe and dedicate today’s tasks, even the dull ones, to something larger than your reputation.',
    actionStep: 'Choose one routine task and do it with unusual care, as if it were your signature.',
    scripture: '"And whatsoever ye do, do it heartily, as to the Lord, and not unto men." — Colossians 3:23',
    journalPrompt: 'Which part of your work would you do even if no one ever praised it?',
    quote: {
      text: 'Quality is never an accident; it is always the result of intelligent effort.',
      author: 'John Ruskin',
    },
  },
  {
    theme: 'The Solitary Place',
    meditation:
      'Solitude is where leaders refill. Breathe and imagine rising before the house wakes, walking to a quiet place. In that silence no one needs anything from you; you simply are.',
    actionStep: 'Schedule thirty minutes alone this week, with no devices, no agenda and no one to manage.',
    scripture:
      '"And in the morning, rising up a great while before day, he went out, and departed into a solitary place, and there prayed." — Mark 1:35',
    journalPrompt: 'When were you last truly alone with your thoughts, and what did you discover?',
    quote: {
      text: 'I never found the companion that was so companionable as solitude.',
      author: 'Henry David Thoreau',
    },
  },
  {
    theme: 'Mercy Over Judgment',
    meditation:
      'It is easy to judge others by their actions and ourselves by our intentions. Breathe and turn that around. Picture someone who frustrates you and imagine the intention behind their action.',
    actionStep:
      'Replace one critical assumption about a colleague with a curious question you ask them directly.',
    scripture: '"Judge not, that ye be not judged." — Matthew 7:1',
    journalPrompt: 'Whom have you judged quickly, and what might you not know about their situation?',
    quote: {
      text: 'The quality of mercy is not strain’d; it droppeth as the gentle rain from heaven.',
      author: 'William Shakespeare',
    },
  },
  {
    theme: 'Every Season Has Its Purpose',
    meditation:
      'Not every season is for growth; some are for pruning, some for rest. Breathe and ask honestly which season you are in. Stop demanding summer fruit in winter.',
    actionStep: 'Name the season your business or career is in, then adjust one goal to fit it.',
    scripture:
      '"To every thing there is a season, and a time to every purpose under the heaven." — Ecclesiastes 3:1',
    journalPrompt: 'What is this season asking you to let go of, and what is it asking you to plant?',
    quote: { text: 'There is nothing permanent except change.', author: 'Heraclitus' },
  },
  {
    theme: 'Freedom from Scarcity',
    meditation:
      'Scarcity thinking narrows vision until every choice feels like survival. Breathe and picture the birds outside, fed without anxiety. Notice where fear of not enough is driving your decisions.',
    actionStep:
      'Review one decision made from fear of loss and ask what you would choose from a place of enough.',
    scripture:
      '"Behold the fowls of the air: for they sow not, neither do they reap, nor gather into barns; yet your heavenly Father feedeth them. Are ye not much better than they?" — Matthew 6:26',
    journalPrompt: 'What would change in your leadership if you believed there would be enough?',
    quote: {
      text: 'Wealth consists not in having great possessions, but in having few wants.',
      author: 'Epictetus',
    },
  },
  {
    theme: 'Strength in Weakness',
    meditation:
      'Your limitations are not disqualifications; they are invitations to rely on others and on grace. Breathe and name one weakness without shame. Let it become a door rather than a wall.',
    actionStep: 'Tell your team about one area where you need their strength, and ask for help specifically.',
    scripture:
      '"My grace is sufficient for thee: for my strength is made perfect in weakness." — 2 Corinthians 12:9',
    journalPrompt: 'What weakness have you been hiding that, if shared, might build trust?',
    quote: {
      text: 'Our greatest glory consists not in never falling, but in rising every time we fall.',
      author: 'Oliver Goldsmith',
    },
  },
  {
    theme: 'A Peace the World Cannot Give',
    meditation:
      'Markets shift, deals fall through, plans unravel, and still there is a peace beneath it all. Breathe deeply and rest in that place for a moment. It cannot be bought, and it cannot be taken.',
    actionStep: 'Carry this calm into your most stressful meeting today. Speak last and slowest.',
    scripture:
      '"Peace I leave with you, my peace I give unto you: not as the world giveth, give I unto you. Let not your heart be troubled, neither let it be afraid." — John 14:27',
    journalPrompt: 'What disturbs your peace most often, and does it deserve that power?',
    quote: { text: 'Nothing can bring you peace but yourself.', author: 'Ralph Waldo Emerson' },
  },
  {
    theme: 'Counting the Cost',
    meditation:
      'Wise builders count the cost before they lay the foundation. Breathe and picture the project you are most excited about. Now picture it half-finished. What would it take to carry it all the way?',
    actionStep:
      'For one new initiative, write down the full cost in time, money and attention before you commit.',
    scripture:
      '"For which of you, intending to build a tower, sitteth not down first, and counteth the cost, whether he have sufficient to finish it?" — Luke 14:28',
    journalPrompt:
      'What have you started without counting the cost, and what will it take to finish or to stop?',
    quote: { text: 'Plans are worthless, but planning is everything.', author: 'Dwight D. Eisenhower' },
  },
  {
    theme: 'Renewing the Mind',
    meditation:
      'Your thoughts are the soil of your decisions. Breathe and notice the thoughts you have rehearsed this week. Are they true? Are they helpful? With each exhale, release one worn-out belief.',
    actionStep:
      'Identify one limiting belief about your business and test it with real data or a real conversation.',
    scripture:
      '"And be not conformed to this world: but be ye transformed by the renewing of your mind." — Romans 12:2',
    journalPrompt: 'What belief about yourself has outlived its usefulness?',
    quote: {
      text: 'The happiness of your life depends upon the quality of your thoughts.',
      author: 'Marcus Aurelius',
    },
  },
  {
    theme: 'Teachable Spirit',
    meditation:
      'Success can quietly close the mind. Breathe and picture yourself as a beginner again, eager and unashamed to ask. Expertise is valuable; teachability is priceless.',
    actionStep: 'Learn one thing today from someone younger or newer than you, and thank them for it.',
    scripture: '"Pride goeth before destruction, and an haughty spirit before a fall." — Proverbs 16:18',
    journalPrompt: 'Where has your experience made you stop listening?',
    quote: {
      text: 'It is impossible for a man to learn what he thinks he already knows.',
      author: 'Epictetus',
    },
  },
  {
    theme: 'The Day of Small Things',
    meditation:
      'Every great enterprise was once a small one. Breathe and honor the unglamorous beginnings of whatever you are building now. Small is not insignificant; it is early.',
    actionStep: 'Take one small, concrete step on a big idea you keep postponing because it feels too large.',
    scripture: '"For who hath despised the day of small things?" — Zechariah 4:10',
    journalPrompt: 'What small beginning in your life turned out to matter enormously?',
    quote: {
      text: 'Small opportunities are often the beginning of great enterprises.',
      author: 'Demosthenes',
    },
  },
  {
    theme: 'Sharing the Load',
    meditation:
      'The leader who does everything eventually does nothing well. Breathe and picture laying part of your burden into capable hands. Delegation is not abdication; it is trust in action.',
    actionStep:
      'Delegate one task you have been holding onto, with clear outcomes and full authority to decide.',
    scripture:
      '"Thou wilt surely wear away, both thou, and this people that is with thee: for this thing is too heavy for thee; thou art not able to perform it thyself alone." — Exodus 18:18',
    journalPrompt: 'What are you holding onto because it makes you feel needed?',
    quote: { text: 'Many hands make light work.', author: 'John Heywood' },
  },
  {
    theme: 'Wonder at Creation',
    meditation:
      'Wonder restores perspective. Breathe and look out of a window, or picture the night sky. Your problems are real, and they sit inside a very large and beautiful world.',
    actionStep:
      'Step outside for ten minutes today without your phone. Notice five things you have never noticed before.',
    scripture:
      '"The heavens declare the glory of God; and the firmament sheweth his handywork." — Psalm 19:1',
    journalPrompt: 'When did you last feel awe, and what did it do to your worries?',
    quote: { text: 'In all things of nature there is something of the marvelous.', author: 'Aristotle' },
  },
  {
    theme: 'The Power of No',
    meditation:
      'Every yes is a no to something else. Breathe and picture the commitments on your plate as guests at a table. Which ones did you invite on purpose, and which ones simply walked in?',
    actionStep: 'Decline one request today, clearly and kindly, that does not serve your priorities.',
    scripture:
      '"But let your communication be, Yea, yea; Nay, nay: for whatsoever is more than these cometh of evil." — Matthew 5:37',
    journalPrompt: 'What are you saying yes to out of guilt, and what is it costing you?',
    quote: { text: 'The art of being wise is the art of knowing what to overlook.', author: 'William James' },
  },
  {
    theme: 'Rising Again',
    meditation:
      'Falling is not failure; staying down is. Breathe and recall a setback you recovered from. You did it then; you can do it again. Let that memory steady you now.',
    actionStep:
      'Hold a blameless review of a recent failure with your team and write down the lesson in one sentence.',
    scripture: '"For a just man falleth seven times, and riseth up again." — Proverbs 24:16',
    journalPrompt: 'What failure taught you something success never could?',
    quote: { text: 'Fall seven times, stand up eight.', author: 'Japanese proverb' },
  },
  {
    theme: 'The Gift of Sleep',
    meditation:
      'You are not a machine, and your worth is not measured in hours awake. Breathe and let your body remember that it is loved even when it is still. Sleep is an act of trust.',
    actionStep: 'Set a firm screen-off time tonight and go to bed thirty minutes earlier than usual.',
    scripture:
      '"It is vain for you to rise up early, to sit up late, to eat the bread of sorrows: for so he giveth his beloved sleep." — Psalm 127:2',
    journalPrompt: 'What keeps you working past the point of usefulness?',
    quote: { text: 'Take rest; a field that has rested gives a bountiful crop.', author: 'Ovid' },
  },
  {
    theme: 'Building a Legacy',
    meditation:
      'Legacy is not what you leave for people; it is what you leave in them. Breathe and picture someone twenty years from now describing how you shaped them. What do you hope they say?',
    actionStep: 'Invest one hour this week in developing someone who will outlast your tenure.',
    scripture: '"A good man leaveth an inheritance to his children’s children." — Proverbs 13:22',
    journalPrompt: 'What do you want to be remembered for by the people closest to you?',
    quote: {
      text: 'What we have done for ourselves alone dies with us; what we have done for others and the world remains and is immortal.',
      author: 'Albert Pike',
    },
  },
  {
    theme: 'Love That Endures',
    meditation:
      'Love in leadership looks like patience, honesty and showing up. Breathe and bring to mind the people you lead. Hold each one in goodwill for a moment, including the difficult ones.',
    actionStep: 'Show patience today in a situation where you would normally show irritation.',
    scripture:
      '"Charity suffereth long, and is kind; charity envieth not; charity vaunteth not itself, is not puffed up." — 1 Corinthians 13:4',
    journalPrompt: 'Who in your life needs more patience from you than you have been giving?',
    quote: { text: 'Love all, trust a few, do wrong to none.', author: 'William Shakespeare' },
  },
  {
    theme: 'Wholehearted Effort',
    meditation:
      'Half-hearted work drains more than wholehearted work. Breathe and decide that whatever is in front of you next will receive all of you, not the distracted fraction left over.',
    actionStep: 'Pick one task and give it your complete effort from start to finish, with no multitasking.',
    scripture: '"Whatsoever thy hand findeth to do, do it with thy might." — Ecclesiastes 9:10',
    journalPrompt: 'What deserves more of your heart than you have been giving it?',
    quote: { text: 'Nothing is worth more than this day.', author: 'Johann Wolfgang von Goethe' },
  },
  {
    theme: 'The Work of Reconciliation',
    meditation:
      'A broken relationship weighs on every decision, whether we admit it or not. Breathe and bring to mind someone with whom things are unresolved. Imagine the first words of a repair.',
    actionStep: 'Take the first step toward mending one strained working relationship today.',
    scripture:
      '"Leave there thy gift before the altar, and go thy way; first be reconciled to thy brother, and then come and offer thy gift." — Matthew 5:24',
    journalPrompt: 'Which relationship, if repaired, would lighten your load the most?',
    quote: { text: 'Do I not destroy my enemies when I make them my friends?', author: 'Abraham Lincoln' },
  },
  {
    theme: 'Iron Sharpens Iron',
    meditation:
      'We become like the people we spend time with. Breathe and picture the five people you talk to most. Do they sharpen you, soothe you, or dull you? Each has its place, but growth needs friction.',
    actionStep: 'Schedule time with someone who challenges your thinking and bring them a real problem.',
    scripture: '"Iron sharpeneth iron; so a man sharpeneth the countenance of his friend." — Proverbs 27:17',
    journalPrompt: 'Who makes you better simply by being around them, and how can you see them more?',
    quote: { text: 'Associate with people who are likely to improve you.', author: 'Seneca' },
  },
];

/** Days since 1970-01-01 of an ISO date, independent of the server's time zone. */
export function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

/** The built-in content for a date: consecutive dates walk the list, so no day repeats within its length. */
export function rotationDayFor(isoDate: string): RotationDay {
  const index =
    ((dayNumber(isoDate) % DAILY_ROTATION.length) + DAILY_ROTATION.length) % DAILY_ROTATION.length;
  return DAILY_ROTATION[index]!;
}
