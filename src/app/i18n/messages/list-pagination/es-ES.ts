/** A large list's pagination when its total was counted only up to the server's cap (src/app/resources/ListPagination.tsx). */
const listPaginationEsES = {
  listPagination: {
    moreThan: '%{from}-%{to} de más de %{total}',
  },
};

export default listPaginationEsES;
