import type { Locale } from '../types';

// Short lists on purpose: only words that never carry meaning in a product query.
const LISTS: Record<Locale, string> = {
  ru: 'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между',
  en: 'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with',
  tr: 've ile bir bu da de için mi mu mü mı ne o şu veya ya',
  es: 'de la que el en y a los del se las por un para con no una su al lo como más pero sus le ya o este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos durante todos uno les ni contra otros ese eso ante ellos e esto mí antes algunos qué unos yo otro otras otra él',
  pt: 'de a o que e do da em um para é com não uma os no se na por mais as dos como mas foi ao ele das tem à seu sua ou ser quando muito há nos já está eu também só pelo pela até isso ela entre era depois sem mesmo aos ter seus quem nas me esse eles estão você tinha foram essa num nem suas meu às minha têm numa pelos elas',
};

const cache = new Map<string, Set<string>>();

/** Stop words of the given locales, folded the way the analyzer folds terms. */
export function stopWordsFor(locales: readonly Locale[], fold: (text: string) => string): Set<string> {
  const key = locales.join(',');
  let set = cache.get(key);
  if (!set) {
    set = new Set(locales.flatMap((locale) => LISTS[locale].split(' ').map(fold)));
    cache.set(key, set);
  }
  return set;
}
