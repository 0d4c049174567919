import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs these beside the database-heavy gateway suite on two cores: give async queries room.
configure({ asyncUtilTimeout: 10_000 });
