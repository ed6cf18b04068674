import { useTranslation } from 'react-i18next';
import { isAgent } from '@h5/contract/member-types.ts';

/** "Player" or "Agent" for a member type (OP-24: every type but 0, 4 and 40 is an agent). */
export function useMemberTypeName(): (type: number) => string {
  const { t } = useTranslation('agentMoney');
  return (type) => (isAgent(type) ? t('memberType.agent') : t('memberType.player'));
}
