import type { Locale, Region } from '@vitrina/contracts';

/**
 * GET /regions: the regions a project's regionId and an administrator's regions_count refer to —
 * regions of Russia by their official code (as in vehicle plates and tax numbers).
 * Names in Russian and English; tr, es and pt read the English ones (proper names).
 */
const TABLE = `01|Республика Адыгея|Republic of Adygea
02|Республика Башкортостан|Republic of Bashkortostan
03|Республика Бурятия|Republic of Buryatia
04|Республика Алтай|Altai Republic
05|Республика Дагестан|Republic of Dagestan
06|Республика Ингушетия|Republic of Ingushetia
07|Кабардино-Балкарская Республика|Kabardino-Balkar Republic
08|Республика Калмыкия|Republic of Kalmykia
09|Карачаево-Черкесская Республика|Karachay-Cherkess Republic
10|Республика Карелия|Republic of Karelia
11|Республика Коми|Komi Republic
12|Республика Марий Эл|Mari El Republic
13|Республика Мордовия|Republic of Mordovia
14|Республика Саха (Якутия)|Sakha (Yakutia) Republic
15|Республика Северная Осетия — Алания|Republic of North Ossetia–Alania
16|Республика Татарстан|Republic of Tatarstan
17|Республика Тыва|Tuva Republic
18|Удмуртская Республика|Udmurt Republic
19|Республика Хакасия|Republic of Khakassia
20|Чеченская Республика|Chechen Republic
21|Чувашская Республика|Chuvash Republic
22|Алтайский край|Altai Krai
23|Краснодарский край|Krasnodar Krai
24|Красноярский край|Krasnoyarsk Krai
25|Приморский край|Primorsky Krai
26|Ставропольский край|Stavropol Krai
27|Хабаровский край|Khabarovsk Krai
28|Амурская область|Amur Oblast
29|Архангельская область|Arkhangelsk Oblast
30|Астраханская область|Astrakhan Oblast
31|Белгородская область|Belgorod Oblast
32|Брянская область|Bryansk Oblast
33|Владимирская область|Vladimir Oblast
34|Волгоградская область|Volgograd Oblast
35|Вологодская область|Vologda Oblast
36|Воронежская область|Voronezh Oblast
37|Ивановская область|Ivanovo Oblast
38|Иркутская область|Irkutsk Oblast
39|Калининградская область|Kaliningrad Oblast
40|Калужская область|Kaluga Oblast
41|Камчатский край|Kamchatka Krai
42|Кемеровская область — Кузбасс|Kemerovo Oblast — Kuzbass
43|Кировская область|Kirov Oblast
44|Костромская область|Kostroma Oblast
45|Курганская область|Kurgan Oblast
46|Курская область|Kursk Oblast
47|Ленинградская область|Leningrad Oblast
48|Липецкая область|Lipetsk Oblast
49|Магаданская область|Magadan Oblast
50|Московская область|Moscow Oblast
51|Мурманская область|Murmansk Oblast
52|Нижегородская область|Nizhny Novgorod Oblast
53|Новгородская область|Novgorod Oblast
54|Новосибирская область|Novosibirsk Oblast
55|Омская область|Omsk Oblast
56|Оренбургская область|Orenburg Oblast
57|Орловская область|Oryol Oblast
58|Пензенская область|Penza Oblast
59|Пермский край|Perm Krai
60|Псковская область|Pskov Oblast
61|Ростовская область|Rostov Oblast
62|Рязанская область|Ryazan Oblast
63|Самарская область|Samara Oblast
64|Саратовская область|Saratov Oblast
65|Сахалинская область|Sakhalin Oblast
66|Свердловская область|Sverdlovsk Oblast
67|Смоленская область|Smolensk Oblast
68|Тамбовская область|Tambov Oblast
69|Тверская область|Tver Oblast
70|Томская область|Tomsk Oblast
71|Тульская область|Tula Oblast
72|Тюменская область|Tyumen Oblast
73|Ульяновская область|Ulyanovsk Oblast
74|Челябинская область|Chelyabinsk Oblast
75|Забайкальский край|Zabaykalsky Krai
76|Ярославская область|Yaroslavl Oblast
77|Москва|Moscow
78|Санкт-Петербург|Saint Petersburg
79|Еврейская автономная область|Jewish Autonomous Oblast
83|Ненецкий автономный округ|Nenets Autonomous Okrug
86|Ханты-Мансийский автономный округ — Югра|Khanty-Mansi Autonomous Okrug — Yugra
87|Чукотский автономный округ|Chukotka Autonomous Okrug
89|Ямало-Ненецкий автономный округ|Yamalo-Nenets Autonomous Okrug`;

const ROWS = TABLE.split('\n').map((line) => {
  const [id = '', ru = '', en = ''] = line.split('|');
  return { id, ru, en };
});

/** The regions in the reader's language, ordered by name. */
export function regionsIn(locale: Locale): Region[] {
  const regions = ROWS.map((row) => ({ id: row.id, name: locale === 'ru' ? row.ru : row.en }));
  return regions.sort((a, b) => a.name.localeCompare(b.name, locale));
}
