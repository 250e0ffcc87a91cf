/** The options a dial reads in the app (gauge and solid gauge): the tag is the server's, the decimals its labels'. */
export interface DialOptions {
  id_tag: number;
  decimals: number;
}
