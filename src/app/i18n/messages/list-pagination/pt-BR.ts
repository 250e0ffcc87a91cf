/** A large list's pagination when its total was counted only up to the server's cap (src/app/resources/ListPagination.tsx). */
const listPaginationPtBR = {
  listPagination: {
    moreThan: '%{from}-%{to} de mais de %{total}',
  },
};

export default listPaginationPtBR;
