import type { ContractKind } from '@h5/contract/endpoints/agent-money.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_MONEY_KEY } from '../constants.ts';
import { processContractDividend } from './process-contract-dividend.ts';
import { processContractHourSalary } from './process-contract-hour-salary.ts';
import { processDailySalaryContract } from './process-daily-salary-contract.ts';

const ANSWER = {
  DAILY_SALARY: processDailySalaryContract,
  DIVIDEND: processContractDividend,
  HOURLY_SALARY: processContractHourSalary,
} as const;

/**
 * Accepts or rejects the offer of a kind the agent read (its id: a replaced offer is not answered); afterwards the offer and the agent home's prompts are read again (also after
 * a refusal: the offer may have been answered on another device).
 */
export function useAnswerContract(kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, offerId }: { action: 'ACCEPT' | 'REJECT'; offerId: number }) =>
      ANSWER[kind](action, offerId),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [AGENT_MONEY_KEY, 'contract'] }),
        // The agent home's contract prompts (features/agent, get-contract-status.ts).
        client.invalidateQueries({ queryKey: ['agent', 'contracts'] }),
      ]);
    },
  });
}
