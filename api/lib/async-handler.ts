import type { NextFunction, Request, Response } from 'express';

/** Express 5 forwards rejected promises itself; this only narrows the handler's type for routers. */
export type AsyncHandler = (req: Request, res: Response, next: NextFunction) => Promise<unknown>;
