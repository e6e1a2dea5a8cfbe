import { phrases, words } from './phrases';

/**
 * What a parent's reply says about how they are: the word lists and phrases the reply rules
 * (classify-reply.ts) read. English and Spanish side by side; the typos are the ones parents
 * really send.
 */

// Words of despair. They beat everything, an opt-out included: "end it all" must reach the
// family, never stop the texts.
export const crisisPhrases = phrases(
  'end it all',
  'want|wanna to end it $',
  'end|take my own? life',
  'kill myself',
  'want|wanna to die',
  'wish i was|were dead',
  'better off dead',
  'suicide|suicidal',
  'no reason to live',
  'quiero morirme|morir',
  'me quiero morir',
  'quitarme la vida',
  'suicidarme',
);

// Idioms that say "fine" with a word of trouble in them. They are read first and count as OK,
// so "no problem" is not a NO, "not bad" not a sickness and "I don't need help" not a plea.
export const okIdioms = phrases(
  'no|not a? problem|problems|prob|probs|problemo|worries|worry|complaints|issues|pain',
  'not|nothing to worry|complain',
  "don't|never worry|fret",
  'stop|quit worrying|fretting',
  'nothing wrong',
  'not|no too|so|half|that? bad',
  'never better',
  'never been|felt better',
  "couldn't|can't be|feel better",
  "can't|cannot complain",
  'no longer sick|ill|dizzy|hurting',
  'not sick|ill|dizzy|hurting anymore?',
  "don't need any? help|anything",
  'no help needed',
  'no need to worry',
  'no te preocupes',
  'no se preocupen|preocupe',
  'sin problema|problemas|novedad',
  'no hay problema',
  'nada mal',
  'no estoy|está|esta mal',
  'no me quejo',
  'no necesito nada|ayuda',
);

// Idioms that hold a word of trouble and mean nothing about health.
export const chatIdioms = phrases(
  'fell asleep',
  'sick|tired of',
  'sick and tired',
  'help yourself',
  'stroke of luck',
  'for|your|the help',
  'bad weather',
);

// A plea for help or a sign of illness or danger, anywhere in the reply.
export const troubleWords = words(`
  help helpp hlp sos emergency urgent 911 ambulance paramedics hospital hospitalized
  fell fallen tripped slipped broken bruised swollen
  sick ill unwell poorly dizzy dizziness faint fainted lightheaded weak numb numbness
  pain pains painful hurt hurts hurting injured ache aches aching achy sore headache migraine
  bleeding fever feverish flu covid cough coughing vomit vomiting vomited puking nausea
  nauseous diarrhea breathless wheezing choking stroke seizure
  bad terrible awful horrible lousy miserable crummy rough
  shaking shaky trembling
  sad upset depressed crying lonely scared afraid frightened confused
  fire smoke intruder robbed burglar
  👎 🆘 🚑 🚨 🏥 😢 😭 😿 🤒 🤕 😷 🤢 🤮 🥵 🥶 😵 ☹ 🙁 😞 😟 😔 😰 😨 😱 😩 😫 💔
  mal malo mala enfermo enferma mareado mareada mareos débil dolor dolores duele duelen
  adolorido adolorida herido herida sangre sangrando fiebre gripe vómito vomitando náuseas
  fatal triste llorando asustado asustada miedo confundido confundida
  caí caído caída tropecé resbalé golpeé lastimé hospital ambulancia emergencia urgente
  socorro auxilio ayuda ayúdame ayudame ayúdenme ayudenme incendio fuego tos
`);

export const troublePhrases = phrases(
  "can't get|stand up",
  "can't move|breathe|walk",
  'hard to breathe',
  'short|out of breath',
  'trouble breathing',
  'heart attack',
  'heart is? racing|pounding',
  'chest hurts|tight|tightness',
  'passed|blacked out',
  'threw|throwing up',
  'had|took a fall',
  'on the floor',
  'i am stuck',
  'stuck in|on the|my? tub|bath|bathtub|toilet|chair|bed|floor|elevator',
  'come quick|quickly|now|fast|asap',
  // Not "please come" inside a sentence: "please come for dinner Sunday".
  '^ please come $',
  'need you|someone|somebody $',
  'need you|someone|somebody here|now',
  'need you|someone|somebody to come',
  'need a doctor',
  'call a|the doctor',
  'someone is? in my|the house',
  'break|broke in',
  'broke my',
  'under the weather',
  'out of sorts',
  'have|caught|got a cold',
  'acting up',
  // Lukewarm answers to "are you OK?" are a NO.
  'could be better',
  'been better',
  'seen|had better days',
  'so so',
  'meh',
  '^ kind|sort of $',
  '^ kinda|sorta $',
  'yes and no',
  'not really|today',
  'not at all',
  'not so much',
  'not doing? so|too hot',
  // Not knowing whether one is OK is not OK.
  '^ not sure $',
  "^ i don't know $",
  '^ dunno $',
  '^ no sé|idea $',
  'más o menos',
  // "¿Está bien? — Para nada": "not at all", like its English twin above. Not an opt-out:
  // "para" with a word after it is the preposition (decision 017).
  'para nada',
  '^ regular $',
  'no puedo levantarme|pararme|moverme|respirar|caminar',
  'no me puedo levantar|parar|mover',
  'me siento mal',
  'me duele|duelen',
  'ven|vengan rápido|ya',
  'necesito un médico|doctor',
);

// "not ok", "don't feel well", "not having a good day", "no estoy bien": a negation, then
// only these few words, then a word of wellness.
export const negators = words('not never no hardly nunca');
export const negationFillers = words(`
  so too very that really quite real super totally completely exactly particularly terribly
  all at feel feeling feels doing do be being been a the bit little my i am think sure is was
  having going day today
  estoy está esta me siento muy tan nada encuentro ando todo
`);
export const wellnessWords = words(`
  ok okay okey fine good great well alright right better best 100 bien bueno buena
`);

// Answers that say yes or OK when they open the reply, or anywhere in a short reply.
export const okWords = words(`
  yes yess yees yse ues tes yea yeah yeh yah ya yas yep yup yessir yesir affirmative
  ok okay okey okie oky oaky okk kk alright allright alrite aight
  fine fien fiine good great grand wonderful fantastic excellent perfect super awesome
  marvelous terrific splendid dandy swell lovely better
  sí si sii bien perfecto perfecta excelente bueno buena
  👍 👌 ✅ ✔ ☑ 🆗 🙂 😊 ☺ 😀 😃 😄 😁 😆 🤗 😘 🥰 😍 ❤ ♥ 💕 💖 💗 💓 💞 💛 💙 💜 💚 🧡 💯 🙌 ✌ 🌞 ☀
`);
// Answers that count only when they open the reply: "Sure", but not "not sure who this is".
export const openingOkWords = words(
  'sure absolutely certainly definitely indeed right claro vale listo',
);
// A whole reply of one of these: "Y", "K", "Well." Inside a sentence they mean other things
// ("y" is Spanish for "and").
export const bareOkWords = words('y k well 1');

export const okPhrases = phrases(
  "i'm|we're|i|we so? very? really? pretty? doing? feeling? ok|okay|fine|good|great|well|alright|better",
  'doing|feeling ok|okay|fine|well|good|great|alright|better|swell',
  'all good|fine|ok|okay|well|set|right',
  'all is well',
  'very well',
  '^ o k $',
  'everything is|looks? ok|okay|fine|good|great',
  'alive and well|kicking',
  'still alive|kicking|here|standing',
  'right as rain',
  'fit as a fiddle',
  'safe and sound',
  'up and about',
  'good to go',
  'hanging in there',
  'getting by',
  'same as always|ever|usual',
  'same old',
  'thumbs up',
  'good morning|afternoon|evening|night',
  'estoy|sigo|seguimos|estamos bien|perfecto|perfecta|excelente',
  'todo bien|perfecto|tranquilo',
  'todo en orden',
  'muy bien',
  'bien gracias',
  'aquí bien|estoy|andamos',
  'gracias a dios',
  'de maravilla',
  'buenos días',
  'buen día',
  'buenas tardes|noches',
);

// "yes but my hip hurts": what follows the "but" is the news.
export const contrastWords = words('but pero except although though tho however');
// What may follow a "but" without being news: "yes but thanks for asking".
export const pleasantries = words(`
  thanks thank you for asking checking love dear honey sweetie gracias por preguntar
`);

export const noWords = words('no nope nah naw nop noo nay negative');
// Alone, "N" and "2" are a NO; inside a sentence, a letter or a number.
export const bareNoWords = words('n 2');
// In Spanish, "no" and "si" before a verb are a negation and an "if", not answers:
// "no puedo hablar ahora", "si puedo te llamo". ("No, estoy bien" reads as "no estoy bien".)
export const spanishVerbs = words(`
  me te se lo la le les nos estoy esta está estamos puedo puede podemos tengo tiene quiero
  hay es era fue voy va vamos he ha creo sé
`);

// Words that may open a reply without changing its answer: "Hi honey, yes", "Oh no".
export const openers = words(`
  oh ohh ah hi hello hey hiya howdy dear honey hon sweetie sweetheart darling love luv babe
  sugar mija mijo hija hijo hola um uh er hmm lol haha well
`);
