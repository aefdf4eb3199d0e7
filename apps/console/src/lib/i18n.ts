import { LOCALES } from '@vitrina/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// Plans (plan tab, /plans, plan warnings) keep their strings beside them under one 'plans' key.
import plansEn from '../features/plans/i18n/en.json';
import plansEs from '../features/plans/i18n/es.json';
import plansPt from '../features/plans/i18n/pt.json';
import plansRu from '../features/plans/i18n/ru.json';
import plansTr from '../features/plans/i18n/tr.json';
// Categories and filters keep their strings beside them under one 'categories' key.
import categoriesEn from '../features/categories/i18n/en.json';
import categoriesEs from '../features/categories/i18n/es.json';
import categoriesPt from '../features/categories/i18n/pt.json';
import categoriesRu from '../features/categories/i18n/ru.json';
import categoriesTr from '../features/categories/i18n/tr.json';
// Relevance tools (synonyms, merchandising, tracker) keep their strings beside them under one 'relevance' key.
import relevanceEn from '../features/relevance/i18n/en.json';
import relevanceEs from '../features/relevance/i18n/es.json';
import relevancePt from '../features/relevance/i18n/pt.json';
import relevanceRu from '../features/relevance/i18n/ru.json';
import relevanceTr from '../features/relevance/i18n/tr.json';
// Trade widgets keep theirs under one 'tradeWidgets' key, the same way.
import tradeWidgetsEn from '../features/trade-widgets/i18n/en.json';
import tradeWidgetsEs from '../features/trade-widgets/i18n/es.json';
import tradeWidgetsPt from '../features/trade-widgets/i18n/pt.json';
import tradeWidgetsRu from '../features/trade-widgets/i18n/ru.json';
import tradeWidgetsTr from '../features/trade-widgets/i18n/tr.json';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import pt from '../i18n/pt.json';
import ru from '../i18n/ru.json';
import tr from '../i18n/tr.json';
import { currentLocale } from './locale';

export const resources = {
  ru: { translation: { ...ru, ...relevanceRu, ...categoriesRu, ...plansRu, ...tradeWidgetsRu } },
  en: { translation: { ...en, ...relevanceEn, ...categoriesEn, ...plansEn, ...tradeWidgetsEn } },
  tr: { translation: { ...tr, ...relevanceTr, ...categoriesTr, ...plansTr, ...tradeWidgetsTr } },
  es: { translation: { ...es, ...relevanceEs, ...categoriesEs, ...plansEs, ...tradeWidgetsEs } },
  pt: { translation: { ...pt, ...relevancePt, ...categoriesPt, ...plansPt, ...tradeWidgetsPt } },
} as const;

/** Resources are bundled, so initialisation is synchronous and the first render is translated. */
export function setupI18n(locale = currentLocale()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: 'ru',
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return i18next;
}
