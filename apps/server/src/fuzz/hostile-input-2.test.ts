import { hostileInputSuite } from './hostile-input.suite.ts';

hostileInputSuite(1, 3);
