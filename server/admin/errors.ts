export const badInput = (message: string) => new Refusal('console', 400, message);

import { Refusal } from '../refusal';
