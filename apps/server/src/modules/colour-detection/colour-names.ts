import type { PictureColour } from '@vitrina/engine';

type Names = { param: string } & Record<PictureColour, string>;

/**
 * How a detected colour reads in the catalog, by the project's locale: the param name and its
 * values as shops of that language name them (the colour filter shoppers already know).
 */
const NAMES: Record<'ru' | 'en' | 'tr' | 'es' | 'pt', Names> = {
  ru: {
    param: 'Цвет',
    black: 'черный',
    white: 'белый',
    grey: 'серый',
    red: 'красный',
    orange: 'оранжевый',
    yellow: 'желтый',
    green: 'зеленый',
    lightBlue: 'голубой',
    blue: 'синий',
    purple: 'фиолетовый',
    pink: 'розовый',
    brown: 'коричневый',
    beige: 'бежевый',
  },
  en: {
    param: 'Color',
    black: 'black',
    white: 'white',
    grey: 'gray',
    red: 'red',
    orange: 'orange',
    yellow: 'yellow',
    green: 'green',
    lightBlue: 'light blue',
    blue: 'blue',
    purple: 'purple',
    pink: 'pink',
    brown: 'brown',
    beige: 'beige',
  },
  tr: {
    param: 'Renk',
    black: 'siyah',
    white: 'beyaz',
    grey: 'gri',
    red: 'kırmızı',
    orange: 'turuncu',
    yellow: 'sarı',
    green: 'yeşil',
    lightBlue: 'açık mavi',
    blue: 'mavi',
    purple: 'mor',
    pink: 'pembe',
    brown: 'kahverengi',
    beige: 'bej',
  },
  es: {
    param: 'Color',
    black: 'negro',
    white: 'blanco',
    grey: 'gris',
    red: 'rojo',
    orange: 'naranja',
    yellow: 'amarillo',
    green: 'verde',
    lightBlue: 'celeste',
    blue: 'azul',
    purple: 'morado',
    pink: 'rosa',
    brown: 'marrón',
    beige: 'beige',
  },
  pt: {
    param: 'Cor',
    black: 'preto',
    white: 'branco',
    grey: 'cinza',
    red: 'vermelho',
    orange: 'laranja',
    yellow: 'amarelo',
    green: 'verde',
    lightBlue: 'azul-claro',
    blue: 'azul',
    purple: 'roxo',
    pink: 'rosa',
    brown: 'marrom',
    beige: 'bege',
  },
};

/** The names for a project locale (ru when the locale is unknown: the spec's default). */
export function colourNamesFor(locale: string): Names {
  return NAMES[locale.slice(0, 2) as keyof typeof NAMES] ?? NAMES.ru;
}

/** A param that already says the colour (in any of the five languages): the feed's own value wins. */
export const COLOUR_PARAM = /^(colou?r|цвет|renk|cor)(?!\p{L})/iu;
/** The same test in PostgreSQL's regular expressions. */
export const COLOUR_PARAM_SQL = '^(colou?r|цвет|renk|cor)($|[^[:alpha:]])';
