/** Where a server error key ('settings.fuzziness', 'widgetSettings.metrika') lands in the form. */
export function formPathOfServerField(field: string): string | null {
  const [root, key, ...rest] = field.split('.');
  if ((root !== 'settings' && root !== 'widgetSettings') || !key) return null;
  if (key === 'fuzziness') return 'fuzziness.low';
  if (key === 'searchTypes') return 'searchSteps';
  // Constructor rows are the form's ranking rows: settings.scriptScore.constructor.0.parameter → ranking.0.parameter.
  if (key === 'scriptScore') return rest[0] === 'constructor' && rest.length > 1 ? ['ranking', ...rest.slice(1)].join('.') : 'scriptScore';
  if (key === 'metrika') return 'metrika.counterId';
  return [key, ...rest].join('.');
}
