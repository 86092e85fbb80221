import { LossList } from './BookLinesList.tsx';

export default LossList;
