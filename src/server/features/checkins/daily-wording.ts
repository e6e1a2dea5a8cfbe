import type { Language } from '@/shared/languages';

export type { MessageStyle } from '@/shared/family';
import type { MessageStyle } from '@/shared/family';

/** The fixed words of the day's check-in, in each language a parent may be checked on in. */
export interface DailyWording {
  /** The openings of each message style, for an account with no favourite templates. */
  openings: Record<MessageStyle, string[]>;
  /** How to answer: the last line of every texted check-in. */
  replyInstructions: string;
  /** A later check-in of the day (§2.13) when the owner wrote no words of her own for it. */
  again: string;
  funFact: (fact: string) => string;
}

export const dailyWording: Record<Language, DailyWording> = {
  en: {
    openings: {
      caring: [
        'Good morning, {parent_name}. Just checking in on you today, {date}.',
        'Hello {parent_name}, thinking of you this {date}. How are you feeling?',
        'Hi {parent_name}, your family is sending love today. How are you doing?',
      ],
      cheerful: [
        'Hey {parent_name}! Happy {date}! Time for our daily hello.',
        'Rise and shine, {parent_name}! Another great day, {date}.',
        'Hi {parent_name}! Your daily check-in has arrived, right on time at {time}.',
      ],
      professional: [
        'Good day, {parent_name}. This is your daily check-in for {date}.',
        'Hello {parent_name}. Your scheduled check-in for {date} at {time}.',
        '{parent_name}, this is your daily wellness check for {date}.',
      ],
    },
    replyInstructions: 'Reply YES if you are OK, or NO if you need help.',
    again: 'Hi {parent_name}, checking in on you again at {time}.',
    funFact: (fact) => `Fun fact: ${fact}`,
  },
  // Usted throughout: the respectful form, as a family would write to an elder it does not
  // know the service's voice to be close to.
  es: {
    openings: {
      caring: [
        'Buenos días, {parent_name}. Solo queremos saber cómo está hoy, {date}.',
        'Hola, {parent_name}. Pensamos en usted este {date}. ¿Cómo se siente?',
        'Hola, {parent_name}. Su familia le manda cariño hoy. ¿Cómo está?',
      ],
      cheerful: [
        '¡Hola, {parent_name}! ¡Feliz {date}! Es hora de nuestro saludo diario.',
        '¡Arriba, {parent_name}! Otro gran día, este {date}.',
        '¡Hola, {parent_name}! A las {time} en punto, llegó su mensaje diario.',
      ],
      professional: [
        'Buen día, {parent_name}. Este es su mensaje diario del {date}.',
        'Hola, {parent_name}. Este es su mensaje programado de las {time} del {date}.',
        '{parent_name}, este es su control diario de bienestar del {date}.',
      ],
    },
    replyInstructions: 'Responda SÍ si está bien, o NO si necesita ayuda.',
    again: 'Hola, {parent_name}. Le escribimos otra vez a las {time} para saber cómo está.',
    funFact: (fact) => `Dato curioso: ${fact}`,
  },
};
