/** All demo-workspace content: studies (with answer banks) and the workspace around them. */
import { eBikeDe } from './studies/e-bike-de';
import { furnitureAssemblySe, reducedSugarCerealUk } from './studies/in-preparation';
import { mealKitsEs } from './studies/meal-kits-es';
import { oatDrinkSe } from './studies/oat-drink-se';
import { plantSnacksDk } from './studies/plant-snacks-dk';
import { smartThermostatsUk } from './studies/smart-thermostats-uk';
import type { DemoStudy } from './types';

export * from './types';
export * from './workspace';

/** Every demo study: five completed (one per sample language, with interviews) and two in preparation. */
export const DEMO_STUDIES: readonly DemoStudy[] = [
  plantSnacksDk,
  oatDrinkSe,
  mealKitsEs,
  reducedSugarCerealUk,
  eBikeDe,
  smartThermostatsUk,
  furnitureAssemblySe,
];
