/** Where a server error key ('settings.fuzziness', 'widgetSettings.metrika') lands in the form. */
export function formPathOfServerField(field: string): string | null {
  const [root, key, ...rest] = field.split('.');
  if ((root !== 'settings' && root !== 'widgetSettings') || !key) return null;
  if (key === 'fuzziness') return 'fuzziness.low';
  if (key === 'searchTypes') return 'searchSteps';
  if (key === 'scriptScore') return 'scriptScore';
  if (key === 'metrika') return 'metrika.counterId';
  return [key, ...rest].join('.');
}
