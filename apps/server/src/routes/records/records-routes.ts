import type { FastifyInstance } from 'fastify';
import { getBettingRecords, getTransactionRecords } from '@h5/contract/endpoints/records.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

const notYet = (): never => {
  throw new ApiError('functionNotAvailable');
};

/** Member-centre records of the wallet ledger and the game rounds. */
export function registerRecordsRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getTransactionRecords, notYet);
  registerEndpoint(app, getBettingRecords, notYet);
}
