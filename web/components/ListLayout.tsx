import styled from "styled-components";

/** A vertical list of cards (search results, applications, interests, jobs). */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The row under a paginated list that holds its 'Carregar mais' button. */
export const LoadMoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;
