/** A large list's pagination when its total was counted only up to the server's cap (src/app/resources/ListPagination.tsx). */
const listPaginationEnUS = {
  listPagination: {
    moreThan: '%{from}-%{to} of more than %{total}',
  },
};

export default listPaginationEnUS;
