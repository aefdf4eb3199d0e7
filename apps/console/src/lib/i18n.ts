import { LOCALES } from '@vitrina/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// Participants, finance, administrator and site connection keep theirs beside them, one top key each.
import administratorEn from '../features/administrator/i18n/en.json';
import administratorEs from '../features/administrator/i18n/es.json';
import administratorPt from '../features/administrator/i18n/pt.json';
import administratorRu from '../features/administrator/i18n/ru.json';
import administratorTr from '../features/administrator/i18n/tr.json';
// Categories and filters keep their strings beside them under one 'categories' key.
import categoriesEn from '../features/categories/i18n/en.json';
import categoriesEs from '../features/categories/i18n/es.json';
import categoriesPt from '../features/categories/i18n/pt.json';
import categoriesRu from '../features/categories/i18n/ru.json';
import categoriesTr from '../features/categories/i18n/tr.json';
// The creative booster keeps its strings beside it under one 'creativeBooster' key.
import creativeBoosterEn from '../features/creative-booster/i18n/en.json';
import creativeBoosterEs from '../features/creative-booster/i18n/es.json';
import creativeBoosterPt from '../features/creative-booster/i18n/pt.json';
import creativeBoosterRu from '../features/creative-booster/i18n/ru.json';
import creativeBoosterTr from '../features/creative-booster/i18n/tr.json';
import financeEn from '../features/finance/i18n/en.json';
import financeEs from '../features/finance/i18n/es.json';
import financePt from '../features/finance/i18n/pt.json';
import financeRu from '../features/finance/i18n/ru.json';
import financeTr from '../features/finance/i18n/tr.json';
import infoPagesEn from '../features/info/i18n/en.json';
import infoPagesEs from '../features/info/i18n/es.json';
import infoPagesPt from '../features/info/i18n/pt.json';
import infoPagesRu from '../features/info/i18n/ru.json';
import infoPagesTr from '../features/info/i18n/tr.json';
import integrationsEn from '../features/integrations/i18n/en.json';
import integrationsEs from '../features/integrations/i18n/es.json';
import integrationsPt from '../features/integrations/i18n/pt.json';
import integrationsRu from '../features/integrations/i18n/ru.json';
import integrationsTr from '../features/integrations/i18n/tr.json';
import participantsEn from '../features/participants/i18n/en.json';
import participantsEs from '../features/participants/i18n/es.json';
import participantsPt from '../features/participants/i18n/pt.json';
import participantsRu from '../features/participants/i18n/ru.json';
import participantsTr from '../features/participants/i18n/tr.json';
// Plans (plan tab, /plans, plan warnings) keep their strings beside them under one 'plans' key.
import plansEn from '../features/plans/i18n/en.json';
import plansEs from '../features/plans/i18n/es.json';
import plansPt from '../features/plans/i18n/pt.json';
import plansRu from '../features/plans/i18n/ru.json';
import plansTr from '../features/plans/i18n/tr.json';
// Statistics settings keep theirs beside them under one 'statisticsSettings' key.
import statisticsSettingsEn from '../features/project-area/statistics/i18n/en.json';
import statisticsSettingsEs from '../features/project-area/statistics/i18n/es.json';
import statisticsSettingsPt from '../features/project-area/statistics/i18n/pt.json';
import statisticsSettingsRu from '../features/project-area/statistics/i18n/ru.json';
import statisticsSettingsTr from '../features/project-area/statistics/i18n/tr.json';
// Relevance tools (synonyms, merchandising, tracker, learned ranking) keep their strings beside them under one 'relevance' key.
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
  ru: {
    translation: {
      ...ru,
      ...relevanceRu,
      ...statisticsSettingsRu,
      ...categoriesRu,
      ...plansRu,
      ...tradeWidgetsRu,
      ...creativeBoosterRu,
      ...administratorRu,
      ...financeRu,
      ...integrationsRu,
      ...infoPagesRu,
      ...participantsRu,
    },
  },
  en: {
    translation: {
      ...en,
      ...relevanceEn,
      ...statisticsSettingsEn,
      ...categoriesEn,
      ...plansEn,
      ...tradeWidgetsEn,
      ...creativeBoosterEn,
      ...administratorEn,
      ...financeEn,
      ...integrationsEn,
      ...infoPagesEn,
      ...participantsEn,
    },
  },
  tr: {
    translation: {
      ...tr,
      ...relevanceTr,
      ...statisticsSettingsTr,
      ...categoriesTr,
      ...plansTr,
      ...tradeWidgetsTr,
      ...creativeBoosterTr,
      ...administratorTr,
      ...financeTr,
      ...integrationsTr,
      ...infoPagesTr,
      ...participantsTr,
    },
  },
  es: {
    translation: {
      ...es,
      ...relevanceEs,
      ...statisticsSettingsEs,
      ...categoriesEs,
      ...plansEs,
      ...tradeWidgetsEs,
      ...creativeBoosterEs,
      ...administratorEs,
      ...financeEs,
      ...integrationsEs,
      ...infoPagesEs,
      ...participantsEs,
    },
  },
  pt: {
    translation: {
      ...pt,
      ...relevancePt,
      ...statisticsSettingsPt,
      ...categoriesPt,
      ...plansPt,
      ...tradeWidgetsPt,
      ...creativeBoosterPt,
      ...administratorPt,
      ...financePt,
      ...integrationsPt,
      ...infoPagesPt,
      ...participantsPt,
    },
  },
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
